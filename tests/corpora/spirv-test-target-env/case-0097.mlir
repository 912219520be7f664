// FLAGS: --test-spirv-target-env
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.1, [Int16, StorageBuffer8BitAccess, Vector16, StoragePushConstant8, GroupNonUniformVote, GroupNonUniformBallot, Float16Buffer], [SPV_EXT_physical_storage_buffer, SPV_KHR_16bit_storage, SPV_KHR_physical_storage_buffer, SPV_KHR_vulkan_memory_model, SPV_KHR_8bit_storage]>, api=Vulkan, NVIDIA:DiscreteGPU, #spirv.resource_limits<>>} {
  func.func @f0(%a0: !spirv.ptr<i32, Generic>, %a1: i32) -> i32 attributes {
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.1, [Int8, Shader, StoragePushConstant8, Int64, Tessellation, Kernel], [SPV_KHR_8bit_storage, SPV_KHR_physical_storage_buffer, SPV_KHR_shader_ballot]>, #spirv.resource_limits<>>
  } {
    %v1 = "test.convert_to_atomic_compare_exchange_weak_op"(%a0, %a1, %a1) : (!spirv.ptr<i32, Generic>, i32, i32) -> i32
    %v2 = arith.constant -3 : i32
    %v3 = "test.convert_to_bit_reverse_op"(%v2) : (i32) -> i32
    return %v2 : i32
  }
  func.func @f1(%a0: i1, %a1: !spirv.ptr<i8, StorageBuffer>) attributes {
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.3, [SubgroupBallotKHR, StorageBuffer8BitAccess, Kernel, Int8, GroupNonUniformBallot, AtomicStorage], [SPV_KHR_shader_ballot, SPV_KHR_variable_pointers, SPV_KHR_8bit_storage]>, api=WebGPU, #spirv.resource_limits<>>
  } {
    %v1 = "test.convert_to_group_non_uniform_ballot_op"(%a0) : (i1) -> vector<4xi32>
    %v2 = arith.constant false
    %v3 = "test.convert_to_subgroup_ballot_op"(%v2) : (i1) -> vector<4xi32>
    %v4 = spirv.Constant 0 : i8
    %v5 = arith.constant 7 : i8
    %v6 = "test.convert_to_atomic_compare_exchange_weak_op"(%a1, %v4, %v5) : (!spirv.ptr<i8, StorageBuffer>, i8, i8) -> i8
    %v7 = "test.convert_to_group_non_uniform_ballot_op"(%a0) : (i1) -> vector<4xi32>
    return
  }
  func.func @f2(%a0: i1, %a1: !spirv.ptr<i64, Workgroup>) attributes {
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.3, [GenericPointer, SubgroupBallotKHR, Vector16, AtomicStorage, Addresses, GroupNonUniformVote, VulkanMemoryModelDeviceScope, Int64], []>, #spirv.resource_limits<>>
  } {
    %v1 = "test.convert_to_subgroup_ballot_op"(%a0) : (i1) -> vector<4xi32>
    %v2 = arith.constant 7 : i64
    %v3 = "test.convert_to_atomic_compare_exchange_weak_op"(%a1, %v2, %v2) : (!spirv.ptr<i64, Workgroup>, i64, i64) -> i64
    %v4 = "test.convert_to_subgroup_ballot_op"(%a0) : (i1) -> vector<4xi32>
    return
  }
}
