// FLAGS: --test-spirv-target-env
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.6, [StorageInputOutput16, Int16, Int64, Vector16, SubgroupBallotKHR, AtomicStorage, GroupNonUniformVote, StorageBuffer16BitAccess], [SPV_KHR_16bit_storage, SPV_KHR_8bit_storage, SPV_KHR_variable_pointers]>, #spirv.resource_limits<>>} {
  func.func @f0(%a0: !spirv.ptr<i32, CrossWorkgroup>, %a1: i1, %a2: !spirv.ptr<i8, StorageBuffer>, %a3: i8) -> (i8, i1) attributes {
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.4, [Tessellation, AtomicStorage, GroupNonUniformBallot, Vector16, Float16, GenericPointer, StorageInputOutput16, Int64], [SPV_KHR_shader_ballot, SPV_KHR_16bit_storage, SPV_KHR_physical_storage_buffer, SPV_KHR_storage_buffer_storage_class, SPV_KHR_vulkan_memory_model]>, #spirv.resource_limits<>>
  } {
    %v1 = arith.constant true
    %v2 = "test.convert_to_subgroup_ballot_op"(%v1) : (i1) -> vector<4xi32>
    %v3 = spirv.Constant 0 : i32
    %v4 = "test.convert_to_atomic_compare_exchange_weak_op"(%a0, %v3, %v3) : (!spirv.ptr<i32, CrossWorkgroup>, i32, i32) -> i32
    %v5 = "test.convert_to_subgroup_ballot_op"(%a1) : (i1) -> vector<4xi32>
    %v6 = "test.convert_to_atomic_compare_exchange_weak_op"(%a2, %a3, %a3) : (!spirv.ptr<i8, StorageBuffer>, i8, i8) -> i8
    return %v6, %v1 : i8, i1
  }
  func.func @f1(%a0: i16, %a1: i1) -> vector<4xi32> attributes {
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.1, [StoragePushConstant8, Float16, Shader, GroupNonUniform, AtomicStorage], [SPV_KHR_physical_storage_buffer, SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<>>
  } {
    %v1 = "test.convert_to_bit_reverse_op"(%a0) : (i16) -> i16
    %v2 = "test.convert_to_subgroup_ballot_op"(%a1) : (i1) -> vector<4xi32>
    "test.sink"(%v2) : (vector<4xi32>) -> ()
    cf.br ^bb1
  ^bb1:
    %v3 = arith.constant true
    %v4 = "test.convert_to_subgroup_ballot_op"(%v3) : (i1) -> vector<4xi32>
    "test.sink"(%v4) : (vector<4xi32>) -> ()
    "test.convert_to_module_op"() : () -> ()
    return %v4 : vector<4xi32>
  }
  func.func @f2() -> vector<4xi32> attributes {
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.6, [GroupNonUniformBallot, PhysicalStorageBufferAddresses, SubgroupBallotKHR, VulkanMemoryModelDeviceScope, VulkanMemoryModel], [SPV_KHR_shader_ballot]>, #spirv.resource_limits<>>
  } {
    %v1 = arith.constant false
    %v2 = "test.convert_to_group_non_uniform_ballot_op"(%v1) : (i1) -> vector<4xi32>
    %v3 = "test.convert_to_subgroup_ballot_op"(%v1) : (i1) -> vector<4xi32>
    "test.convert_to_module_op"() : () -> ()
    return %v2 : vector<4xi32>
  }
}
