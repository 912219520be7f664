// FLAGS: --convert-cf-to-spirv --convert-func-to-spirv --convert-arith-to-spirv
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Shader, Int8, Int16, Float16, Float64], []>, #spirv.resource_limits<>>} {
  func.func @f0(%arg0: f32, %arg1: vector<2xi32>, %arg2: i64, %arg3: i32) -> vector<4xi32> {
    %v1 = arith.constant 3 : i32
    %v2 = arith.shli %v1, %arg3 overflow<nsw, nuw> : i32
    %v3 = arith.constant true
    %v4 = arith.select %v3, %arg1, %arg1 : vector<2xi32>
    %v5 = arith.constant -0.0 : f32
    %v6 = arith.cmpf ogt, %arg0, %v5 : f32
    %v7 = arith.cmpi eq, %arg3, %v1 : i32
    cf.cond_br %v7, ^bb1, ^bb1
  ^bb1:
    %v8 = arith.shli %arg3, %arg3 : i32
    %v9 = arith.constant dense<[42, 42, 3, 7]> : vector<4xi32>
    %v10 = arith.constant false
    %v11 = arith.constant -0.0 : f32
    %v12 = arith.select %v10, %v11, %arg0 : f32
    %v13 = arith.constant dense<[true, false]> : vector<2xi1>
    %v14 = arith.select %v13, %arg1, %arg1 : vector<2xi1>, vector<2xi32>
    %v15 = arith.constant true
    cf.cond_br %v15, ^bb1, ^bb1
  }
}
