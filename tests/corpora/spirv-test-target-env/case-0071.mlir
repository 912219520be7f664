// FLAGS: --test-spirv-target-env
module {
  func.func @f0(%a0: i1, %a1: !spirv.ptr<i32, CrossWorkgroup>, %a2: i32, %a3: i1) attributes {
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.3, [StoragePushConstant8, AtomicStorage, Kernel, Addresses, GroupNonUniformBallot, StoragePushConstant16, Int64Atomics, Shader, StorageBuffer8BitAccess], [SPV_KHR_shader_ballot]>, #spirv.resource_limits<>>
  } {
    %v1 = "test.convert_to_subgroup_ballot_op"(%a0) : (i1) -> vector<4xi32>
    %v2 = arith.constant 42 : i32
    %v3 = "test.convert_to_atomic_compare_exchange_weak_op"(%a1, %a2, %v2) : (!spirv.ptr<i32, CrossWorkgroup>, i32, i32) -> i32
    %v4 = "test.convert_to_group_non_uniform_ballot_op"(%a3) : (i1) -> vector<4xi32>
    return
  }
  func.func @f1(%a0: !spirv.ptr<i16, Workgroup>, %a1: i16, %a2: i32) attributes {
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.3, [StoragePushConstant8, Float16Buffer, GenericPointer, AtomicStorage, VulkanMemoryModel, Int16, Shader, StoragePushConstant16, PhysicalStorageBufferAddresses], [SPV_KHR_physical_storage_buffer, SPV_KHR_vulkan_memory_model]>, #spirv.resource_limits<>>
  } {
    %v1 = "test.convert_to_atomic_compare_exchange_weak_op"(%a0, %a1, %a1) : (!spirv.ptr<i16, Workgroup>, i16, i16) -> i16
    "test.sink"(%v1) : (i16) -> ()
    %v2 = "test.convert_to_bit_reverse_op"(%a2) : (i32) -> i32
    "test.convert_to_module_op"() : () -> ()
    return
  }
  func.func @f2(%a0: !spirv.ptr<i64, CrossWorkgroup>, %a1: i64, %a2: vector<3xi32>, %a3: i8) attributes {
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [PhysicalStorageBufferAddresses, Shader, AtomicStorage, VulkanMemoryModel, Kernel, Int8, Int64, StorageBuffer8BitAccess], [SPV_KHR_vulkan_memory_model, SPV_KHR_storage_buffer_storage_class, SPV_EXT_physical_storage_buffer]>, #spirv.resource_limits<>>
  } {
    %v1 = "test.convert_to_atomic_compare_exchange_weak_op"(%a0, %a1, %a1) : (!spirv.ptr<i64, CrossWorkgroup>, i64, i64) -> i64
    "test.convert_to_module_op"() : () -> ()
    %v2 = "test.convert_to_bit_reverse_op"(%a2) : (vector<3xi32>) -> vector<3xi32>
    %v3 = "test.convert_to_bit_reverse_op"(%a3) : (i8) -> i8
    return
  }
  func.func @f3() attributes {
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.3, [Shader, PhysicalStorageBufferAddresses, Float16Buffer, Vector16, GroupNonUniformBallot, VulkanMemoryModel, Int64], [SPV_EXT_physical_storage_buffer, SPV_KHR_16bit_storage, SPV_KHR_vulkan_memory_model]>, #spirv.resource_limits<max_compute_workgroup_invocations = 256>>
  } {
    %v1 = arith.constant dense<-1> : vector<8xi64>
    %v2 = "test.convert_to_bit_reverse_op"(%v1) : (vector<8xi64>) -> vector<8xi64>
    cf.br ^bb1
  ^bb1:
    "test.convert_to_module_op"() : () -> ()
    return
  }
}
