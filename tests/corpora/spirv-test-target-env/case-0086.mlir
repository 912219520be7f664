// FLAGS: --test-spirv-target-env
module {
  func.func @f0(%a0: i1) -> (vector<4xi32>, vector<4xi32>) attributes {
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.3, [PhysicalStorageBufferAddresses, VulkanMemoryModel, GroupNonUniformBallot, Tessellation, GroupNonUniformVote, Int8, Float16Buffer], [SPV_KHR_physical_storage_buffer, SPV_KHR_subgroup_vote, SPV_KHR_vulkan_memory_model]>, #spirv.resource_limits<>>
  } {
    %v1 = "test.convert_to_group_non_uniform_ballot_op"(%a0) : (i1) -> vector<4xi32>
    "test.sink"(%v1) : (vector<4xi32>) -> ()
    %v2 = "test.convert_to_group_non_uniform_ballot_op"(%a0) : (i1) -> vector<4xi32>
    "test.sink"(%v2) : (vector<4xi32>) -> ()
    "test.convert_to_module_op"() : () -> ()
    return %v1, %v2 : vector<4xi32>, vector<4xi32>
  }
  func.func @f1(%a0: !spirv.ptr<i32, Workgroup>, %a1: i32, %a2: !spirv.ptr<i32, CrossWorkgroup>, %a3: i1) -> (i32, i32) attributes {
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.5, [AtomicStorage, Kernel, GroupNonUniformBallot], []>, #spirv.resource_limits<>>
  } {
    %v1 = "test.convert_to_atomic_compare_exchange_weak_op"(%a0, %a1, %a1) : (!spirv.ptr<i32, Workgroup>, i32, i32) -> i32
    %v2 = "test.convert_to_atomic_compare_exchange_weak_op"(%a2, %v1, %a1) : (!spirv.ptr<i32, CrossWorkgroup>, i32, i32) -> i32
    %v3 = "test.convert_to_group_non_uniform_ballot_op"(%a3) : (i1) -> vector<4xi32>
    return %v2, %v1 : i32, i32
  }
}
