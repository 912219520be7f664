// FLAGS: --convert-arith-to-spirv
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.2, [Shader, Int8, Int16, Float16, Float64], []>, #spirv.resource_limits<>>} {
  func.func @f0(%arg0: vector<4xf32>, %arg1: i32, %arg2: index, %arg3: i8) {
    %v1 = arith.mulf %arg0, %arg0 : vector<4xf32>
    %v2 = arith.constant -2147483648 : i32
    %v3 = arith.constant -2147483648 : i32
    %v4 = arith.maxsi %v2, %v3 : i32
    %v5 = arith.constant false
    cf.cond_br %v5, ^bb1, ^bb1
  ^bb1:
    %v6 = arith.constant 1000 : index
    %v7 = arith.constant 0 : index
    %v8 = arith.divui %v6, %v7 : index
    %v9 = arith.constant false
    %v10 = arith.select %v9, %arg3, %arg3 : i8
    %v11 = arith.remf %arg0, %arg0 : vector<4xf32>
    %v12 = arith.constant dense<65536> : vector<2xi32>
    %v13 = arith.constant dense<[2, 3]> : vector<2xi32>
    %v14 = arith.cmpi ult, %v12, %v13 : vector<2xi32>
    %v15 = arith.constant true
    return
  }
}
