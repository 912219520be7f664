// FLAGS: --convert-cf-to-spirv
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.6, [Shader, Int16, Int64, Float16, Float64], []>, #spirv.resource_limits<>>} {
  func.func @f0() -> i1 {
    %v1 = arith.constant dense<[7, 1, -1, 1]> : vector<4xi32>
    %v2 = arith.shrui %v1, %v1 : vector<4xi32>
    %v3 = arith.minsi %v1, %v1 : vector<4xi32>
    %v4 = arith.extui %v1 : vector<4xi32> to vector<4xi64>
    cf.br ^bb1
  ^bb1:
    %v5 = arith.constant 3 : index
    %v6 = arith.cmpi sge, %v5, %v5 : index
    cf.br ^bb1
  }
}
