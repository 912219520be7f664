// FLAGS: --convert-func-to-spirv=emulate-unsupported-float-types=false
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.1, [Shader, Int8, Int16, Int64, Float64, Vector16], []>, #spirv.resource_limits<>>} {
  func.func @f0(%arg0: i32, %arg1: i8, %arg2: i32) -> i32 {
    %v1 = arith.constant 42 : i32
    %v2 = arith.subi %arg0, %v1 : i32
    %v3 = arith.constant dense<[false, false, false, true, false, false, true, false]> : vector<8xi1>
    return %v2 : i32
  }
}
