// FLAGS: --test-spirv-target-env
module {
  func.func @f0(%a0: i1, %a1: vector<2xi32>) attributes {
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.6, [Kernel, VulkanMemoryModel, GroupNonUniformBallot, Shader, SubgroupBallotKHR], [SPV_KHR_shader_ballot]>, #spirv.resource_limits<>>
  } {
    %v1 = arith.constant false
    %v2 = "test.convert_to_group_non_uniform_ballot_op"(%v1) : (i1) -> vector<4xi32>
    %v3 = arith.constant false
    %v4 = "test.convert_to_subgroup_ballot_op"(%v3) : (i1) -> vector<4xi32>
    %v5 = "test.convert_to_group_non_uniform_ballot_op"(%a0) : (i1) -> vector<4xi32>
    %v6 = "test.convert_to_bit_reverse_op"(%a1) : (vector<2xi32>) -> vector<2xi32>
    return
  }
  func.func @f1(%a0: i1) -> vector<4xi32> attributes {
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.5, [PhysicalStorageBufferAddresses, GroupNonUniform, Vector16, Matrix, Float16, StorageUniform16, DotProduct, Shader, Float64, StoragePushConstant8], [SPV_KHR_subgroup_vote, SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<>>
  } {
    %v1 = "test.convert_to_group_non_uniform_ballot_op"(%a0) : (i1) -> vector<4xi32>
    return %v1 : vector<4xi32>
  }
  func.func @f2(%a0: i1, %a1: vector<3xi32>) -> (vector<4xi32>, vector<3xi32>) attributes {
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [DotProduct, VulkanMemoryModel, GroupNonUniformBallot, SubgroupBallotKHR, PhysicalStorageBufferAddresses, AtomicStorage, GeometryPointSize, Vector16, StorageBuffer8BitAccess], [SPV_KHR_shader_ballot, SPV_KHR_vulkan_memory_model]>, #spirv.resource_limits<>>
  } {
    %v1 = "test.convert_to_subgroup_ballot_op"(%a0) : (i1) -> vector<4xi32>
    "test.sink"(%v1) : (vector<4xi32>) -> ()
    %v2 = "test.convert_to_bit_reverse_op"(%a1) : (vector<3xi32>) -> vector<3xi32>
    "test.convert_to_module_op"() : () -> ()
    "test.sink"(%v2) : (vector<3xi32>) -> ()
    return %v1, %v2 : vector<4xi32>, vector<3xi32>
  }
  func.func @f3(%a0: i16, %a1: i1) -> (vector<4xi32>, vector<4xi32>) attributes {
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.5, [Int16, Addresses, StoragePushConstant8, Shader, GroupNonUniformBallot, Int64Atomics, PhysicalStorageBufferAddresses], [SPV_KHR_shader_ballot]>, api=Vulkan, #spirv.resource_limits<>>
  } {
    %v1 = "test.convert_to_bit_reverse_op"(%a0) : (i16) -> i16
    "test.sink"(%v1) : (i16) -> ()
    %v2 = "test.convert_to_subgroup_ballot_op"(%a1) : (i1) -> vector<4xi32>
    %v3 = "test.convert_to_group_non_uniform_ballot_op"(%a1) : (i1) -> vector<4xi32>
    return %v3, %v2 : vector<4xi32>, vector<4xi32>
  }
  func.func @f4(%a0: i16) -> i16 attributes {
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Int16, Shader], []>, #spirv.resource_limits<max_compute_workgroup_invocations = 256>>
  } {
    %v1 = "test.convert_to_bit_reverse_op"(%a0) : (i16) -> i16
    "test.sink"(%v1) : (i16) -> ()
    return %v1 : i16
  }
}
