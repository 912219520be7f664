// FLAGS: --convert-func-to-spirv=emulate-lt-32-bit-scalar-types=false
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.1, [Shader, Int8, Int16, Int64, Float16, Vector16], []>, #spirv.resource_limits<>>} {
  func.func @f0(%arg0: vector<2xf64>, %arg1: vector<4xf64>, %arg2: i32) {
    %v1 = arith.constant 7 : i32
    %v2 = arith.subi %v1, %v1 : i32
    %v3 = arith.fptoui %arg0 : vector<2xf64> to vector<2xi1>
    return
  }
}
