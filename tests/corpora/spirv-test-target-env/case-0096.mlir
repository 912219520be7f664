// FLAGS: --test-spirv-target-env
module {
  func.func @f0(%a0: i1) -> vector<4xi32> attributes {
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.4, [GeometryPointSize, UniformAndStorageBuffer8BitAccess, VulkanMemoryModelDeviceScope, StorageInputOutput16, Shader, Kernel, PhysicalStorageBufferAddresses], [SPV_KHR_shader_ballot, SPV_KHR_subgroup_vote, SPV_EXT_physical_storage_buffer, SPV_KHR_variable_pointers]>, #spirv.resource_limits<>>
  } {
    %v1 = "test.convert_to_subgroup_ballot_op"(%a0) : (i1) -> vector<4xi32>
    return %v1 : vector<4xi32>
  }
  func.func @f1(%a0: i1, %a1: i1) -> (vector<4xi32>, vector<4xi32>) attributes {
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.5, [GroupNonUniformBallot, SubgroupBallotKHR], [SPV_KHR_shader_ballot]>, #spirv.resource_limits<>>,
    llvm.emit_c_interface
  } {
    %v1 = "test.convert_to_subgroup_ballot_op"(%a0) : (i1) -> vector<4xi32>
    "test.sink"(%v1) : (vector<4xi32>) -> ()
    %v2 = "test.convert_to_group_non_uniform_ballot_op"(%a1) : (i1) -> vector<4xi32>
    return %v2, %v1 : vector<4xi32>, vector<4xi32>
  }
  func.func @f2(%a0: !spirv.ptr<i64, Workgroup>) attributes {
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.5, [GeometryPointSize, Shader, PhysicalStorageBufferAddresses, StoragePushConstant16, Float64, Float16Buffer, GroupNonUniformVote, GroupNonUniform, VulkanMemoryModelDeviceScope, Int8], [SPV_KHR_physical_storage_buffer, SPV_KHR_vulkan_memory_model, SPV_KHR_shader_ballot, SPV_KHR_16bit_storage]>, #spirv.resource_limits<>>
  } {
    %v1 = arith.constant true
    %v2 = "test.convert_to_group_non_uniform_ballot_op"(%v1) : (i1) -> vector<4xi32>
    %v3 = arith.constant 1 : i64
    %v4 = "test.convert_to_atomic_compare_exchange_weak_op"(%a0, %v3, %v3) : (!spirv.ptr<i64, Workgroup>, i64, i64) -> i64
    %v5 = arith.constant dense<0> : vector<16xi32>
    %v6 = "test.convert_to_bit_reverse_op"(%v5) : (vector<16xi32>) -> vector<16xi32>
    return
  }
  func.func @f3(%a0: i8) attributes {
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.4, [Kernel, Shader], []>, #spirv.resource_limits<>>
  } {
    %v1 = "test.convert_to_bit_reverse_op"(%a0) : (i8) -> i8
    return
  }
  func.func @f4(%a0: i1, %a1: !spirv.ptr<i16, PhysicalStorageBuffer>, %a2: i16) attributes {
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.3, [GroupNonUniformBallot, PhysicalStorageBufferAddresses, SubgroupBallotKHR, AtomicStorage, Kernel], [SPV_KHR_physical_storage_buffer, SPV_KHR_storage_buffer_storage_class, SPV_KHR_shader_ballot]>, #spirv.resource_limits<>>
  } {
    %v1 = "test.convert_to_group_non_uniform_ballot_op"(%a0) : (i1) -> vector<4xi32>
    %v2 = "test.convert_to_atomic_compare_exchange_weak_op"(%a1, %a2, %a2) : (!spirv.ptr<i16, PhysicalStorageBuffer>, i16, i16) -> i16
    %v3 = "test.convert_to_subgroup_ballot_op"(%a0) : (i1) -> vector<4xi32>
    return
  }
}
