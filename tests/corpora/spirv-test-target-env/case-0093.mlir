// FLAGS: --test-spirv-target-env
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.5, [GroupNonUniformBallot, Float16, AtomicStorage, SubgroupBallotKHR, StorageBuffer16BitAccess, DotProduct, Addresses, GroupNonUniformVote, VulkanMemoryModelDeviceScope, Int8], [SPV_EXT_physical_storage_buffer, SPV_KHR_variable_pointers, SPV_KHR_subgroup_vote, SPV_KHR_integer_dot_product, SPV_KHR_vulkan_memory_model]>, #spirv.resource_limits<>>} {
  func.func @f0(%a0: !spirv.ptr<i64, CrossWorkgroup>, %a1: i64, %a2: i64, %a3: !spirv.ptr<i32, Generic>, %a4: i32) -> (i32, i32) attributes {
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.5, [Int8, Kernel, VulkanMemoryModel, Matrix, StoragePushConstant8, UniformAndStorageBuffer8BitAccess], []>, #spirv.resource_limits<>>
  } {
    %v1 = "test.convert_to_atomic_compare_exchange_weak_op"(%a0, %a1, %a2) : (!spirv.ptr<i64, CrossWorkgroup>, i64, i64) -> i64
    cf.br ^bb1
  ^bb1:
    %v2 = spirv.Constant -7 : i32
    %v3 = "test.convert_to_bit_reverse_op"(%v2) : (i32) -> i32
    %v4 = "test.convert_to_atomic_compare_exchange_weak_op"(%a3, %v2, %a4) : (!spirv.ptr<i32, Generic>, i32, i32) -> i32
    return %v2, %v3 : i32, i32
  }
  func.func @f1(%a0: i1, %a1: !spirv.ptr<i32, StorageBuffer>, %a2: i32, %a3: i32) -> (vector<4xi32>, i32) attributes {
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.2, [AtomicStorage, SubgroupBallotKHR, VulkanMemoryModel, PhysicalStorageBufferAddresses, Kernel], [SPV_KHR_vulkan_memory_model, SPV_KHR_storage_buffer_storage_class, SPV_KHR_shader_ballot, SPV_EXT_physical_storage_buffer]>, #spirv.resource_limits<>>
  } {
    %v1 = "test.convert_to_subgroup_ballot_op"(%a0) : (i1) -> vector<4xi32>
    %v2 = "test.convert_to_atomic_compare_exchange_weak_op"(%a1, %a2, %a3) : (!spirv.ptr<i32, StorageBuffer>, i32, i32) -> i32
    "test.convert_to_module_op"() : () -> ()
    return %v1, %v2 : vector<4xi32>, i32
  }
  func.func @f2(%a0: i32) attributes {
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.3, [Shader], [SPV_KHR_shader_ballot]>, #spirv.resource_limits<>>
  } {
    %v1 = "test.convert_to_bit_reverse_op"(%a0) : (i32) -> i32
    %v2 = arith.constant false
    %v3 = "test.convert_to_subgroup_ballot_op"(%v2) : (i1) -> vector<4xi32>
    return
  }
}
