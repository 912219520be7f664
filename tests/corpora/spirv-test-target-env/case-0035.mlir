// FLAGS: --test-spirv-target-env
module {
  func.func @f0(%a0: i1) -> vector<4xi32> attributes {
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.4, [StoragePushConstant8, SubgroupBallotKHR, VulkanMemoryModel, PhysicalStorageBufferAddresses, StorageBuffer8BitAccess, StorageUniform16], [SPV_KHR_storage_buffer_storage_class, SPV_KHR_vulkan_memory_model, SPV_KHR_shader_ballot, SPV_KHR_physical_storage_buffer, SPV_KHR_16bit_storage]>, NVIDIA:DiscreteGPU, #spirv.resource_limits<max_compute_workgroup_invocations = 256>>
  } {
    %v1 = "test.convert_to_subgroup_ballot_op"(%a0) : (i1) -> vector<4xi32>
    "test.convert_to_module_op"() : () -> ()
    return %v1 : vector<4xi32>
  }
  func.func @f1(%a0: !spirv.ptr<i8, Uniform>, %a1: i8) -> i8 attributes {
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.2, [Shader, Int8, UniformAndStorageBuffer8BitAccess, AtomicStorage], [SPV_KHR_8bit_storage]>, #spirv.resource_limits<>>
  } {
    %v1 = spirv.Constant 0 : i8
    %v2 = "test.convert_to_atomic_compare_exchange_weak_op"(%a0, %v1, %a1) : (!spirv.ptr<i8, Uniform>, i8, i8) -> i8
    return %v1 : i8
  }
  func.func @f2(%a0: !spirv.ptr<i64, StorageBuffer>, %a1: i64, %a2: vector<16xi8>) -> (i64, vector<16xi8>) attributes {
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.4, [Shader, Vector16, Int64, AtomicStorage, PhysicalStorageBufferAddresses, Kernel, VulkanMemoryModel, Int8], [SPV_KHR_vulkan_memory_model, SPV_EXT_physical_storage_buffer, SPV_KHR_variable_pointers]>, #spirv.resource_limits<>>
  } {
    %v1 = "test.convert_to_atomic_compare_exchange_weak_op"(%a0, %a1, %a1) : (!spirv.ptr<i64, StorageBuffer>, i64, i64) -> i64
    "test.sink"(%v1) : (i64) -> ()
    "test.convert_to_module_op"() : () -> ()
    %v2 = "test.convert_to_bit_reverse_op"(%a2) : (vector<16xi8>) -> vector<16xi8>
    return %v1, %v2 : i64, vector<16xi8>
  }
}
