// FLAGS: --convert-func-to-spirv=emulate-lt-32-bit-scalar-types=false
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.1, [Kernel, Int8, Int64, Float16, Float64], []>, #spirv.resource_limits<>>} {
  func.func @f0(%arg0: f64, %arg1: vector<4xi32>, %arg2: i32) {
    %v1 = arith.negf %arg0 : f64
    return
  }
  func.func @f1(%arg0: i32, %arg1: i32, %arg2: vector<4xi32>) {
    %v1 = arith.constant dense<1> : vector<4xi8>
    %v2 = arith.maxui %v1, %v1 : vector<4xi8>
    return
  }
}
