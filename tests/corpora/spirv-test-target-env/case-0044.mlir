// FLAGS: --test-spirv-target-env
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.1, [StorageBuffer8BitAccess, Float64, GroupNonUniformVote, AtomicStorage, DotProduct, Addresses, Vector16, Tessellation], [SPV_KHR_physical_storage_buffer, SPV_KHR_storage_buffer_storage_class, SPV_EXT_physical_storage_buffer]>, #spirv.resource_limits<>>} {
  func.func @f0(%a0: i1, %a1: i16) attributes {
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.4, [Shader, StorageBuffer16BitAccess, Float16, GroupNonUniformBallot, Int16], []>, #spirv.resource_limits<>>
  } {
    %v1 = "test.convert_to_group_non_uniform_ballot_op"(%a0) : (i1) -> vector<4xi32>
    %v2 = "test.convert_to_group_non_uniform_ballot_op"(%a0) : (i1) -> vector<4xi32>
    %v3 = "test.convert_to_bit_reverse_op"(%a1) : (i16) -> i16
    return
  }
  func.func @f1(%a0: !spirv.ptr<i32, Workgroup>, %a1: i32, %a2: i32) -> i32 attributes {
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.3, [PhysicalStorageBufferAddresses, GroupNonUniform, VulkanMemoryModel, AtomicStorage, Tessellation], [SPV_KHR_vulkan_memory_model]>, #spirv.resource_limits<>>
  } {
    "test.convert_to_module_op"() : () -> ()
    %v1 = "test.convert_to_atomic_compare_exchange_weak_op"(%a0, %a1, %a2) : (!spirv.ptr<i32, Workgroup>, i32, i32) -> i32
    "test.convert_to_module_op"() : () -> ()
    return %v1 : i32
  }
  func.func @f2(%a0: i1, %a1: vector<3xi32>, %a2: vector<4xi32>) attributes {
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.3, [PhysicalStorageBufferAddresses, VulkanMemoryModel, Shader], [SPV_KHR_physical_storage_buffer, SPV_KHR_vulkan_memory_model]>, #spirv.resource_limits<>>
  } {
    %v1 = "test.convert_to_group_non_uniform_ballot_op"(%a0) : (i1) -> vector<4xi32>
    %v2 = "test.convert_to_bit_reverse_op"(%a1) : (vector<3xi32>) -> vector<3xi32>
    "test.sink"(%v2) : (vector<3xi32>) -> ()
    %v3 = "test.convert_to_bit_reverse_op"(%a2) : (vector<4xi32>) -> vector<4xi32>
    "test.convert_to_module_op"() : () -> ()
    return
  }
  func.func @f3(%a0: !spirv.ptr<i32, Generic>) -> (i32, i32) attributes {
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.3, [Float16Buffer, Shader, VulkanMemoryModel, Int64, AtomicStorage, GroupNonUniform, PhysicalStorageBufferAddresses, GenericPointer, DotProduct, StorageBuffer16BitAccess], []>, #spirv.resource_limits<>>
  } {
    %v1 = arith.constant 42 : i32
    %v2 = "test.convert_to_atomic_compare_exchange_weak_op"(%a0, %v1, %v1) : (!spirv.ptr<i32, Generic>, i32, i32) -> i32
    return %v1, %v2 : i32, i32
  }
}
