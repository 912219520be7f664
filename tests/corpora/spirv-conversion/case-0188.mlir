// FLAGS: --convert-func-to-spirv
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Shader, Int8, Int16, Int64, Float64], []>, #spirv.resource_limits<>>} {
  func.func @f0(%arg0: vector<3xi32>, %arg1: index, %arg2: vector<2xi32>) -> (vector<4xindex>, f32) {
    %v1 = arith.index_castui %arg1 : index to i16
    %v2 = arith.cmpi ne, %v1, %v1 : i16
    %v3 = arith.constant dense<0> : vector<2xi32>
    %v4:2 = func.call @f0(%arg0, %arg1, %v3) : (vector<3xi32>, index, vector<2xi32>) -> (vector<4xindex>, f32)
    %v5 = arith.constant 7 : index
    %v6 = arith.constant 2 : index
    %v7 = arith.subi %v5, %v6 : index
    %v8 = arith.constant 1 : i32
    %v9 = arith.constant dense<[3, -1]> : vector<2xi32>
    cf.br ^bb1(%v8, %v9 : i32, vector<2xi32>)
  ^bb1(%b1_0: i32, %b1_1: vector<2xi32>):
    %v10 = arith.constant 3 : i32
    %v11 = arith.constant -0.0 : f16
    %v12 = arith.minimumf %v11, %v11 : f16
    %v13 = arith.constant 100.0 : f64
    %v14 = arith.fptosi %v13 : f64 to i8
    %v15 = arith.cmpi uge, %arg1, %arg1 : index
    %v16 = arith.constant dense<42> : vector<4xindex>
    %v17 = arith.constant 0.5 : f32
    return %v16, %v17 : vector<4xindex>, f32
  }
  func.func @f1(%arg0: f32, %arg1: i8, %arg2: i32, %arg3: i32) -> f32 {
    %v1 = arith.constant 2 : index
    %v2 = arith.constant -0.0 : f16
    %v3 = func.call @f2(%v1, %arg3, %v2) : (index, i32, f16) -> (i32)
    %v4 = arith.constant dense<2> : vector<1xi32>
    %v5 = arith.uitofp %v4 : vector<1xi32> to vector<1xf16>
    %v6 = arith.constant true
    %v7 = arith.minsi %v4, %v4 : vector<1xi32>
    cf.cond_br %v6, ^bb1, ^bb1
  ^bb1:
    %v8 = arith.constant 6.550400e+04 : f32
    %v9 = arith.maximumf %v8, %arg0 : f32
    %v10 = arith.constant 7 : i32
    %v11 = arith.cmpi ne, %arg2, %v10 : i32
    %v12 = arith.subf %v9, %v9 : f32
    %v13 = arith.constant dense<[6.550400e+04, 100.0, -0.0, 0.5]> : vector<4xf32>
    %v14 = arith.fptoui %v13 : vector<4xf32> to vector<4xi8>
    %v15 = arith.remui %arg1, %arg1 : i8
    return %v8 : f32
  }
  func.func @f2(%arg0: index, %arg1: i32, %arg2: f16) -> i32 {
    %v1 = arith.constant -0.0 : f32
    %v2 = arith.divf %v1, %v1 : f32
    %v3 = arith.constant true
    %v4 = arith.constant 6.550400e+04 : f16
    %v5 = arith.constant 0.0 : f16
    %v6 = arith.select %v3, %v4, %v5 : f16
    %v7 = arith.constant 7 : i32
    cf.cond_br %v3, ^bb1(%v7 : i32), ^bb1(%arg1 : i32)
  ^bb1(%b1_0: i32):
    %v8 = arith.constant dense<[1.0, -0.0]> : vector<2xf32>
    %v9 = arith.constant dense<[6.550400e+04, -2.5]> : vector<2xf32>
    %v10 = arith.minimumf %v8, %v9 : vector<2xf32>
    return %b1_0 : i32
  }
}
