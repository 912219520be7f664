// FLAGS: --test-spirv-target-env
module {
  func.func @f0(%a0: !spirv.ptr<i32, StorageBuffer>, %a1: i32) -> i32 attributes {
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.3, [VulkanMemoryModelDeviceScope, GroupNonUniformVote, Shader, StorageInputOutput16, AtomicStorage, Kernel], [SPV_KHR_physical_storage_buffer, SPV_KHR_shader_ballot, SPV_KHR_integer_dot_product]>, #spirv.resource_limits<max_compute_workgroup_invocations = 256>>
  } {
    %v1 = spirv.Constant 0 : i32
    %v2 = "test.convert_to_atomic_compare_exchange_weak_op"(%a0, %a1, %v1) : (!spirv.ptr<i32, StorageBuffer>, i32, i32) -> i32
    return %v1 : i32
  }
  func.func @f1(%a0: i1) -> vector<4xi32> attributes {
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.3, [StorageInputOutput16, GroupNonUniformBallot, PhysicalStorageBufferAddresses, GroupNonUniformVote], [SPV_KHR_vulkan_memory_model, SPV_EXT_physical_storage_buffer]>, #spirv.resource_limits<>>
  } {
    "test.convert_to_module_op"() : () -> ()
    %v1 = "test.convert_to_group_non_uniform_ballot_op"(%a0) : (i1) -> vector<4xi32>
    return %v1 : vector<4xi32>
  }
  func.func @f2(%a0: !spirv.ptr<i32, PushConstant>, %a1: i32, %a2: i32, %a3: i1) attributes {
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.4, [Vector16, Kernel, SubgroupBallotKHR, AtomicStorage], [SPV_KHR_shader_ballot]>, #spirv.resource_limits<>>
  } {
    %v1 = "test.convert_to_atomic_compare_exchange_weak_op"(%a0, %a1, %a2) : (!spirv.ptr<i32, PushConstant>, i32, i32) -> i32
    cf.br ^bb1
  ^bb1:
    %v2 = "test.convert_to_subgroup_ballot_op"(%a3) : (i1) -> vector<4xi32>
    %v3 = "test.convert_to_subgroup_ballot_op"(%a3) : (i1) -> vector<4xi32>
    return
  }
  func.func @f3(%a0: i1, %a1: i1) attributes {
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.4, [GroupNonUniformBallot, DotProduct, SubgroupBallotKHR, StorageBuffer16BitAccess], [SPV_KHR_shader_ballot, SPV_KHR_variable_pointers]>, #spirv.resource_limits<>>
  } {
    %v1 = "test.convert_to_group_non_uniform_ballot_op"(%a0) : (i1) -> vector<4xi32>
    %v2 = "test.convert_to_subgroup_ballot_op"(%a1) : (i1) -> vector<4xi32>
    return
  }
  func.func @f4(%a0: !spirv.ptr<i32, StorageBuffer>) attributes {
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.3, [SubgroupBallotKHR, AtomicStorage, Vector16, GroupNonUniformBallot, Addresses, Shader, GenericPointer], []>, #spirv.resource_limits<>>
  } {
    %v1 = arith.constant 0 : i32
    %v2 = "test.convert_to_atomic_compare_exchange_weak_op"(%a0, %v1, %v1) : (!spirv.ptr<i32, StorageBuffer>, i32, i32) -> i32
    %v3 = arith.constant true
    %v4 = "test.convert_to_group_non_uniform_ballot_op"(%v3) : (i1) -> vector<4xi32>
    return
  }
  func.func @f5() -> (vector<2xi8>, vector<2xi8>) attributes {
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.4, [GenericPointer, AtomicStorage, Float16], [SPV_KHR_vulkan_memory_model, SPV_KHR_shader_ballot, SPV_KHR_integer_dot_product]>, ARM:Unknown, #spirv.resource_limits<>>
  } {
    "test.convert_to_module_op"() : () -> ()
    %v1 = arith.constant dense<0> : vector<2xi8>
    %v2 = "test.convert_to_bit_reverse_op"(%v1) : (vector<2xi8>) -> vector<2xi8>
    return %v1, %v2 : vector<2xi8>, vector<2xi8>
  }
}
