// FLAGS: --convert-cf-to-spirv=emulate-unsupported-float-types=false
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.5, [Shader, Int64, Float16, Float64], []>, #spirv.resource_limits<>>} {
  func.func @f0(%arg0: i32, %arg1: i64, %arg2: vector<2xi32>, %arg3: i64) -> (index, i8) {
    %v1 = arith.maxui %arg2, %arg2 : vector<2xi32>
    %v2 = arith.constant dense<[3.0, -0.0, 3.0, 100.0]> : vector<4xf32>
    %v3 = arith.constant dense<[3.0, 1.0, 0.5, 6.550400e+04]> : vector<4xf32>
    %v4 = arith.maxnumf %v2, %v3 : vector<4xf32>
    %v5 = arith.fptosi %v3 : vector<4xf32> to vector<4xi8>
    %v6 = arith.constant 100.0 : f16
    %v7 = arith.subf %v6, %v6 : f16
    %v8 = arith.sitofp %arg0 : i32 to f16
    %v9 = arith.constant 1000 : index
    %v10 = arith.constant -1 : i8
    return %v9, %v10 : index, i8
  }
}
