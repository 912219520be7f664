// FLAGS: --convert-cf-to-spirv --convert-func-to-spirv --convert-arith-to-spirv
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.3, [Shader, Int8, Int16, Int64], []>, #spirv.resource_limits<>>} {
  func.func @f0(%arg0: i8, %arg1: f32) -> f32 {
    %v1 = arith.constant dense<[6.550400e+04]> : vector<1xf32>
    %v2 = arith.constant dense<1.0> : vector<1xf32>
    %v3 = func.call @f2(%v2) : (vector<1xf32>) -> (index)
    %v4 = arith.fptosi %v2 : vector<1xf32> to vector<1xi1>
    %v5 = arith.constant false
    %v6 = arith.constant 42 : i32
    %v7 = arith.constant -0.0 : f16
    cf.cond_br %v5, ^bb1(%v6, %v7 : i32, f16), ^bb1(%v6, %v7 : i32, f16)
  ^bb1(%b1_0: i32, %b1_1: f16):
    %v8 = arith.constant 100.0 : f32
    %v9 = arith.subf %arg1, %v8 : f32
    %v10 = arith.constant 42 : index
    %v11 = arith.shrsi %v10, %v10 : index
    %v12 = arith.constant false
    %v13 = arith.constant 0x7C00 : f16
    cf.cond_br %v12, ^bb1(%b1_0, %v13 : i32, f16), ^bb1(%b1_0, %v13 : i32, f16)
  }
  func.func @f1(%arg0: vector<3xf32>, %arg1: i32, %arg2: f64) {
    %v1 = arith.constant dense<3> : vector<4xi32>
    %v2 = arith.cmpi ule, %v1, %v1 : vector<4xi32>
    %v3 = arith.cmpi eq, %arg1, %arg1 : i32
    %v4 = arith.minui %arg1, %arg1 : i32
    %v5 = arith.constant true
    %v6 = arith.cmpi sgt, %v5, %v3 : i1
    %v7 = arith.constant 0 : i32
    cf.br ^bb1
  ^bb1:
    %v8 = arith.constant 42 : i8
    %v9 = arith.constant -0.0 : f32
    %v10 = func.call @f0(%v8, %v9) : (i8, f32) -> (f32)
    %v11 = arith.maximumf %v10, %v9 : f32
    func.call @f1(%arg0, %arg1, %arg2) : (vector<3xf32>, i32, f64) -> ()
    cf.br ^bb2
  ^bb2:
    %v12 = arith.constant 0.5 : f64
    %v13 = arith.minnumf %v12, %arg2 : f64
    %v14 = arith.constant -2.5 : f32
    %v15 = arith.cmpf uno, %v14, %v14 : f32
    %v16 = arith.cmpf ole, %arg0, %arg0 : vector<3xf32>
    %v17 = arith.fptosi %v14 : f32 to i1
    %v18 = arith.maxui %arg1, %arg1 : i32
    cf.cond_br %v15, ^bb1, ^bb1
  }
  func.func @f2(%arg0: vector<1xf32>) -> index {
    %v1 = arith.constant 0.0 : f32
    %v2 = arith.cmpf uge, %v1, %v1 : f32
    %v3 = arith.constant 0x7F800000 : f32
    %v4 = arith.constant 2 : i32
    %v5 = arith.constant dense<6.550400e+04> : vector<3xf32>
    %v6 = arith.cmpf true, %v5, %v5 : vector<3xf32>
    %v7 = arith.fptosi %v5 : vector<3xf32> to vector<3xi32>
    %v8 = arith.constant 0 : index
    return %v8 : index
  }
}
