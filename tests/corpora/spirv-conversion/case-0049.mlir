// FLAGS: --convert-arith-to-spirv=emulate-unsupported-float-types=false
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.3, [Shader, Int8, Int16], [SPV_KHR_16bit_storage]>, #spirv.resource_limits<>>} {
  func.func @f0(%arg0: f32, %arg1: vector<3xi32>) -> i32 {
    %v1 = arith.constant 2 : i32
    %v2 = arith.divui %v1, %v1 : i32
    %v3 = arith.constant false
    %v4 = arith.select %v3, %arg0, %arg0 : f32
    %v5 = arith.divsi %v2, %v2 : i32
    %v6 = arith.constant 2 : i32
    return %v6 : i32
  }
}
