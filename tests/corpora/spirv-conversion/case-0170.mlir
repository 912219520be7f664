// FLAGS: --convert-arith-to-spirv=emulate-unsupported-float-types=false
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Kernel, Int16], [SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<>>} {
  func.func @f0(%arg0: i8, %arg1: vector<3xi32>, %arg2: i32, %arg3: f32) {
    %v1 = arith.remf %arg3, %arg3 : f32
    %v2 = arith.cmpf ord, %arg3, %arg3 : f32
    %v3 = arith.constant 2147483647 : i32
    %v4 = arith.uitofp %v3 : i32 to f64
    %v5 = arith.constant 3 : i32
    return
  }
}
