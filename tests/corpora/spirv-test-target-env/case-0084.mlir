// FLAGS: --test-spirv-target-env
module {
  func.func @f0(%a0: i32, %a1: i1) -> (vector<4xi32>, i32) attributes {
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.2, [Int64, UniformAndStorageBuffer8BitAccess, Tessellation, Matrix, StorageUniform16, StorageBuffer8BitAccess, Float16Buffer, Float64, GroupNonUniformVote, Int8, StorageBuffer16BitAccess, GeometryPointSize, StorageInputOutput16], [SPV_KHR_variable_pointers, SPV_KHR_16bit_storage, SPV_EXT_physical_storage_buffer, SPV_KHR_vulkan_memory_model, SPV_KHR_shader_ballot]>, #spirv.resource_limits<>>
  } {
    %v1 = "test.convert_to_bit_reverse_op"(%a0) : (i32) -> i32
    %v2 = "test.convert_to_group_non_uniform_ballot_op"(%a1) : (i1) -> vector<4xi32>
    return %v2, %v1 : vector<4xi32>, i32
  }
  func.func @f1(%a0: i32) -> (i32, i32) attributes {
    foo = 1 : i32,
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.3, [VulkanMemoryModel, StorageBuffer16BitAccess, Shader, PhysicalStorageBufferAddresses], [SPV_KHR_vulkan_memory_model, SPV_KHR_physical_storage_buffer]>, #spirv.resource_limits<>>
  } {
    %v1 = "test.convert_to_bit_reverse_op"(%a0) : (i32) -> i32
    "test.convert_to_module_op"() : () -> ()
    cf.br ^bb1
  ^bb1:
    %v2 = "test.convert_to_bit_reverse_op"(%a0) : (i32) -> i32
    return %v1, %v2 : i32, i32
  }
  func.func @f2(%a0: i32) -> i32 attributes {
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.2, [Float16Buffer, Matrix, GeometryPointSize, Int8, DotProduct, Addresses, GroupNonUniform, PhysicalStorageBufferAddresses], [SPV_KHR_subgroup_vote, SPV_KHR_physical_storage_buffer, SPV_KHR_8bit_storage, SPV_EXT_physical_storage_buffer]>, #spirv.resource_limits<max_compute_workgroup_invocations = 256>>
  } {
    "test.convert_to_module_op"() : () -> ()
    %v1 = "test.convert_to_bit_reverse_op"(%a0) : (i32) -> i32
    %v2 = spirv.Constant -7 : i32
    %v3 = "test.convert_to_bit_reverse_op"(%v2) : (i32) -> i32
    return %v1 : i32
  }
  func.func private @decl(i32) -> i32
}
