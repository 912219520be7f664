// FLAGS: --test-spirv-target-env
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.2, [Int64, VulkanMemoryModelDeviceScope, StorageBuffer8BitAccess, Int64Atomics, GenericPointer, Shader, StorageUniform16, StorageInputOutput16], [SPV_KHR_16bit_storage]>, #spirv.resource_limits<>>} {
  func.func @f0(%a0: vector<8xi64>, %a1: !spirv.ptr<i32, CrossWorkgroup>, %a2: i32, %a3: i32) -> (vector<8xi64>, i32) attributes {
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.2, [GroupNonUniformVote, Geometry, StoragePushConstant16, StorageBuffer16BitAccess, Float16Buffer, StorageBuffer8BitAccess, Kernel, VulkanMemoryModelDeviceScope, GroupNonUniformBallot], [SPV_KHR_16bit_storage, SPV_KHR_shader_ballot, SPV_KHR_subgroup_vote, SPV_KHR_physical_storage_buffer]>, #spirv.resource_limits<>>
  } {
    %v1 = "test.convert_to_bit_reverse_op"(%a0) : (vector<8xi64>) -> vector<8xi64>
    %v2 = "test.convert_to_atomic_compare_exchange_weak_op"(%a1, %a2, %a3) : (!spirv.ptr<i32, CrossWorkgroup>, i32, i32) -> i32
    return %v1, %v2 : vector<8xi64>, i32
  }
  func.func @f1() -> (i1, vector<4xi32>) attributes {
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.4, [UniformAndStorageBuffer8BitAccess, Int16, Float64, SubgroupBallotKHR, VulkanMemoryModel], [SPV_KHR_vulkan_memory_model, SPV_KHR_shader_ballot, SPV_KHR_physical_storage_buffer]>, api=WebGPU, #spirv.resource_limits<>>
  } {
    %v1 = arith.constant true
    %v2 = "test.convert_to_subgroup_ballot_op"(%v1) : (i1) -> vector<4xi32>
    "test.convert_to_module_op"() : () -> ()
    return %v1, %v2 : i1, vector<4xi32>
  }
  func.func @f2(%a0: vector<2xi32>, %a1: i1, %a2: i1) -> vector<2xi32> attributes {
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.4, [Shader, Geometry], [SPV_KHR_vulkan_memory_model, SPV_KHR_shader_ballot]>, #spirv.resource_limits<>>
  } {
    %v1 = "test.convert_to_bit_reverse_op"(%a0) : (vector<2xi32>) -> vector<2xi32>
    cf.br ^bb1
  ^bb1:
    %v2 = "test.convert_to_group_non_uniform_ballot_op"(%a1) : (i1) -> vector<4xi32>
    %v3 = "test.convert_to_subgroup_ballot_op"(%a1) : (i1) -> vector<4xi32>
    "test.sink"(%v3) : (vector<4xi32>) -> ()
    %v4 = "test.convert_to_subgroup_ballot_op"(%a2) : (i1) -> vector<4xi32>
    return %v1 : vector<2xi32>
  }
}
