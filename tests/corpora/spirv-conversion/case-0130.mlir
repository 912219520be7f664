// FLAGS: --convert-cf-to-spirv --convert-func-to-spirv --convert-arith-to-spirv
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.4, [Shader, Int8, Float64, Vector16], []>, #spirv.resource_limits<>>} {
  func.func @f0(%arg0: i1, %arg1: f16, %arg2: f32, %arg3: index) -> i32 {
    %v1 = arith.remui %arg3, %arg3 : index
    %v2 = arith.constant 42 : i32
    return %v2 : i32
  }
}
