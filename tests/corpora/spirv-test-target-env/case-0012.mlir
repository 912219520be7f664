// FLAGS: --test-spirv-target-env
module {
  func.func @f0(%a0: i1) -> (vector<4xi32>, vector<4xi32>) attributes {
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.4, [Int16, StorageInputOutput16, GroupNonUniformBallot, VulkanMemoryModel, PhysicalStorageBufferAddresses, Float16], [SPV_KHR_vulkan_memory_model]>, #spirv.resource_limits<max_compute_workgroup_invocations = 256>>
  } {
    %v1 = "test.convert_to_group_non_uniform_ballot_op"(%a0) : (i1) -> vector<4xi32>
    "test.convert_to_module_op"() : () -> ()
    "test.convert_to_module_op"() : () -> ()
    %v2 = "test.convert_to_group_non_uniform_ballot_op"(%a0) : (i1) -> vector<4xi32>
    return %v2, %v1 : vector<4xi32>, vector<4xi32>
  }
  func.func @f1(%a0: i1, %a1: vector<3xi32>, %a2: !spirv.ptr<i16, CrossWorkgroup>, %a3: i16) attributes {
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.3, [Kernel, Shader, VulkanMemoryModel, PhysicalStorageBufferAddresses, GroupNonUniformBallot, StoragePushConstant8, AtomicStorage], [SPV_KHR_vulkan_memory_model, SPV_EXT_physical_storage_buffer]>, #spirv.resource_limits<>>
  } {
    %v1 = "test.convert_to_group_non_uniform_ballot_op"(%a0) : (i1) -> vector<4xi32>
    "test.convert_to_module_op"() : () -> ()
    %v2 = "test.convert_to_bit_reverse_op"(%a1) : (vector<3xi32>) -> vector<3xi32>
    %v3 = "test.convert_to_atomic_compare_exchange_weak_op"(%a2, %a3, %a3) : (!spirv.ptr<i16, CrossWorkgroup>, i16, i16) -> i16
    return
  }
  func.func @f2(%a0: !spirv.ptr<i64, PushConstant>, %a1: i64, %a2: i64, %a3: i1, %a4: !spirv.ptr<i32, Private>, %a5: i32) -> (i64, vector<4xi32>) attributes {
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.3, [PhysicalStorageBufferAddresses, Int64, Shader, Kernel, VulkanMemoryModel, Vector16, AtomicStorage], [SPV_KHR_vulkan_memory_model]>, #spirv.resource_limits<max_compute_workgroup_size = [64, 32, 1]>>
  } {
    %v1 = "test.convert_to_atomic_compare_exchange_weak_op"(%a0, %a1, %a2) : (!spirv.ptr<i64, PushConstant>, i64, i64) -> i64
    %v2 = "test.convert_to_group_non_uniform_ballot_op"(%a3) : (i1) -> vector<4xi32>
    %v3 = "test.convert_to_atomic_compare_exchange_weak_op"(%a4, %a5, %a5) : (!spirv.ptr<i32, Private>, i32, i32) -> i32
    "test.convert_to_module_op"() : () -> ()
    "test.sink"(%v3) : (i32) -> ()
    return %v1, %v2 : i64, vector<4xi32>
  }
  func.func @f3(%a0: i1) -> (vector<4xi32>, vector<4xi32>) attributes {
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.6, [Geometry, GroupNonUniformVote, Int64Atomics, Kernel, Shader, StorageUniform16, Int64, GroupNonUniformBallot, StorageBuffer16BitAccess, StoragePushConstant8, StoragePushConstant16], [SPV_KHR_8bit_storage, SPV_KHR_storage_buffer_storage_class, SPV_KHR_integer_dot_product, SPV_EXT_physical_storage_buffer]>, #spirv.resource_limits<>>
  } {
    %v1 = "test.convert_to_group_non_uniform_ballot_op"(%a0) : (i1) -> vector<4xi32>
    %v2 = "test.convert_to_group_non_uniform_ballot_op"(%a0) : (i1) -> vector<4xi32>
    return %v2, %v1 : vector<4xi32>, vector<4xi32>
  }
}
