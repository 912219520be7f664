// FLAGS: --convert-func-to-spirv
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.1, [Shader, Int16, Float16, Float64, Vector16], []>, #spirv.resource_limits<>>} {
  func.func @f0(%arg0: f32, %arg1: i32, %arg2: f32, %arg3: i8) {
    %v1 = arith.minsi %arg3, %arg3 : i8
    %v2 = arith.cmpi sge, %v1, %arg3 : i8
    %v3 = arith.select %v2, %arg2, %arg0 : f32
    return
  }
}
