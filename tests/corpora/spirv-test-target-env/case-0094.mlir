// FLAGS: --test-spirv-target-env
module {
  func.func @f0() attributes {
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.5, [StoragePushConstant8], []>, #spirv.resource_limits<>>
  } {
    %v1 = arith.constant 1 : i32
    %v2 = "test.convert_to_bit_reverse_op"(%v1) : (i32) -> i32
    return
  }
  func.func @f1(%a0: i32) attributes {
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.1, [VulkanMemoryModelDeviceScope, UniformAndStorageBuffer8BitAccess, DotProduct, Vector16, Shader], [SPV_KHR_shader_ballot]>, #spirv.resource_limits<>>
  } {
    %v1 = "test.convert_to_bit_reverse_op"(%a0) : (i32) -> i32
    return
  }
  func.func private @decl(i32) -> i32
}
