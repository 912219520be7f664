// FLAGS: --convert-cf-to-spirv
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.2, [Kernel, Int8, Int16, Int64, Float16, Float64, Vector16], []>, #spirv.resource_limits<>>} {
  func.func @f0(%arg0: i32, %arg1: index) -> i32 {
    %v1 = arith.constant 1000 : index
    %v2 = arith.divui %v1, %arg1 : index
    return %arg0 : i32
  }
  func.func @f1(%arg0: i32, %arg1: i1) {
    %v1 = arith.index_castui %arg0 : i32 to index
    %v2 = arith.constant -0.0 : f32
    %v3 = arith.minimumf %v2, %v2 : f32
    %v4 = arith.cmpi sle, %arg0, %arg0 : i32
    %v5 = arith.fptosi %v2 : f32 to i1
    %v6 = arith.constant false
    cf.cond_br %v6, ^bb2, ^bb2
  ^bb1:
    %v7 = arith.constant false
    %v8 = arith.andi %arg1, %v7 : i1
    %v9 = arith.constant 3 : i16
    %v10 = arith.divui %v9, %v9 : i16
    cf.br ^bb2
  ^bb2:
    %v11 = arith.constant true
    %v12 = arith.constant dense<[true, false]> : vector<2xi1>
    %v13 = arith.extsi %v12 : vector<2xi1> to vector<2xi8>
    return
  }
  func.func @f2(%arg0: f64, %arg1: vector<2xf16>, %arg2: f32, %arg3: i32) -> vector<3xf32> {
    %v1 = arith.fptosi %arg2 : f32 to i1
    %v2 = arith.muli %arg3, %arg3 : i32
    %v3 = arith.constant 0x7FF8000000000000 : f64
    %v4 = arith.cmpf ueq, %v3, %arg0 : f64
    %v5 = arith.constant dense<6.550400e+04> : vector<3xf32>
    return %v5 : vector<3xf32>
  }
}
