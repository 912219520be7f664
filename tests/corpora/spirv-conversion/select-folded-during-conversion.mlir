// FLAGS: --convert-arith-to-spirv
// The spirv.Select made for arith.select is illegal on v1.3 (a scalar
// condition choosing vectors); the driver folds it (the condition is a
// constant) before trying patterns.
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.3, [Shader, Int8, Int16, Int64, Float16, Float64, Vector16], []>, #spirv.resource_limits<>>} {
  func.func @f2(%arg0: vector<4xi32>, %arg1: vector<2xi32>) -> vector<4xi32> {
    %v1 = arith.constant 0.0 : f32
    %v2 = arith.cmpf oge, %v1, %v1 : f32
    %v3 = arith.constant dense<[2, 3, 3, 3]> : vector<4xi32>
    %v4 = arith.select %v2, %arg0, %v3 : vector<4xi32>
    return %v4 : vector<4xi32>
  }
}
