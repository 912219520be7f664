// FLAGS: --convert-cf-to-spirv --convert-func-to-spirv --convert-arith-to-spirv
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.4, [Shader, Int64, Float64], []>, #spirv.resource_limits<>>} {
  func.func @f0(%arg0: f32, %arg1: index) -> index {
    %v1 = arith.constant 1 : i64
    %v2 = arith.uitofp %v1 : i64 to f32
    %v3 = arith.mulf %arg0, %v2 : f32
    %v4 = arith.constant 1 : i32
    %v5 = arith.sitofp %v4 : i32 to f64
    %v6 = arith.constant 2 : index
    %v7 = arith.index_castui %v6 : index to i32
    return %v6 : index
  }
}
