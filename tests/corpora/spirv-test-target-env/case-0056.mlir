// FLAGS: --test-spirv-target-env
module {
  func.func @f0(%a0: i1, %a1: i32) -> vector<4xi32> attributes {
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.6, [GroupNonUniformBallot, VulkanMemoryModel, Shader], [SPV_KHR_vulkan_memory_model]>, #spirv.resource_limits<>>
  } {
    "test.convert_to_module_op"() : () -> ()
    %v1 = "test.convert_to_group_non_uniform_ballot_op"(%a0) : (i1) -> vector<4xi32>
    %v2 = "test.convert_to_bit_reverse_op"(%a1) : (i32) -> i32
    %v3 = "test.convert_to_group_non_uniform_ballot_op"(%a0) : (i1) -> vector<4xi32>
    return %v3 : vector<4xi32>
  }
  func.func @f1(%a0: !spirv.ptr<i8, Generic>, %a1: i8) -> i8 attributes {
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Kernel, GenericPointer, Int8], []>, #spirv.resource_limits<>>
  } {
    %v1 = "test.convert_to_atomic_compare_exchange_weak_op"(%a0, %a1, %a1) : (!spirv.ptr<i8, Generic>, i8, i8) -> i8
    return %v1 : i8
  }
  func.func @f2(%a0: index, %a1: i1, %a2: !spirv.ptr<i32, StorageBuffer>, %a3: i32) attributes {
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.2, [AtomicStorage, UniformAndStorageBuffer8BitAccess, PhysicalStorageBufferAddresses, Float16, VulkanMemoryModel, GroupNonUniformBallot, Vector16, StorageInputOutput16, Shader], [SPV_EXT_physical_storage_buffer, SPV_KHR_8bit_storage, SPV_KHR_vulkan_memory_model]>, #spirv.resource_limits<>>
  } {
    %v1 = "test.convert_to_bit_reverse_op"(%a0) : (index) -> index
    "test.convert_to_module_op"() : () -> ()
    %v2 = "test.convert_to_group_non_uniform_ballot_op"(%a1) : (i1) -> vector<4xi32>
    %v3 = "test.convert_to_atomic_compare_exchange_weak_op"(%a2, %a3, %a3) : (!spirv.ptr<i32, StorageBuffer>, i32, i32) -> i32
    return
  }
}
