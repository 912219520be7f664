// FLAGS: --convert-func-to-spirv=emulate-lt-32-bit-scalar-types=false
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.1, [Shader, Int8, Int64, Float64, Vector16], []>, #spirv.resource_limits<>>} {
  func.func @f0(%arg0: vector<4xi32>, %arg1: vector<2xf32>) -> vector<2xi32> {
    %v1 = arith.constant dense<[true, true]> : vector<2xi1>
    %v2 = arith.constant dense<[2, 0]> : vector<2xi32>
    %v3 = arith.select %v1, %v2, %v2 : vector<2xi1>, vector<2xi32>
    return %v2 : vector<2xi32>
  }
}
