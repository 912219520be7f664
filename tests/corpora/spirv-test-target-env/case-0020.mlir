// FLAGS: --test-spirv-target-env
module {
  func.func @f0(%a0: i64, %a1: i1) -> vector<4xi32> attributes {
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Shader, Int64, GroupNonUniformVote, UniformAndStorageBuffer8BitAccess, StoragePushConstant16], []>, #spirv.resource_limits<>>
  } {
    %v1 = "test.convert_to_bit_reverse_op"(%a0) : (i64) -> i64
    %v2 = "test.convert_to_group_non_uniform_ballot_op"(%a1) : (i1) -> vector<4xi32>
    return %v2 : vector<4xi32>
  }
  func.func @f1(%a0: !spirv.ptr<i32, Workgroup>, %a1: i32, %a2: !spirv.ptr<i64, Generic>, %a3: i64, %a4: i64) -> i32 attributes {
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.2, [Int64, GenericPointer, Kernel, GroupNonUniform, PhysicalStorageBufferAddresses, VulkanMemoryModel], [SPV_EXT_physical_storage_buffer, SPV_KHR_vulkan_memory_model]>, ARM:Unknown, #spirv.resource_limits<>>
  } {
    %v1 = arith.constant 1 : i32
    %v2 = "test.convert_to_bit_reverse_op"(%v1) : (i32) -> i32
    %v3 = "test.convert_to_atomic_compare_exchange_weak_op"(%a0, %v1, %a1) : (!spirv.ptr<i32, Workgroup>, i32, i32) -> i32
    %v4 = "test.convert_to_atomic_compare_exchange_weak_op"(%a2, %a3, %a4) : (!spirv.ptr<i64, Generic>, i64, i64) -> i64
    cf.br ^bb1
  ^bb1:
    "test.convert_to_module_op"() : () -> ()
    return %v3 : i32
  }
  func.func @f2() -> (vector<4xi32>, i1) attributes {
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.6, [StorageBuffer8BitAccess, PhysicalStorageBufferAddresses, GeometryPointSize, GroupNonUniform, StorageInputOutput16, AtomicStorage, StorageUniform16, SubgroupBallotKHR, Matrix, VulkanMemoryModel, Int64], [SPV_KHR_storage_buffer_storage_class, SPV_KHR_16bit_storage, SPV_KHR_subgroup_vote]>, #spirv.resource_limits<>>
  } {
    %v1 = arith.constant false
    %v2 = "test.convert_to_group_non_uniform_ballot_op"(%v1) : (i1) -> vector<4xi32>
    return %v2, %v1 : vector<4xi32>, i1
  }
  func.func @f3(%a0: i32, %a1: i1) attributes {
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.5, [Kernel, StorageBuffer8BitAccess, Shader, SubgroupBallotKHR, GroupNonUniform, StorageInputOutput16, StorageUniform16], []>, #spirv.resource_limits<>>
  } {
    %v1 = "test.convert_to_bit_reverse_op"(%a0) : (i32) -> i32
    %v2 = "test.convert_to_subgroup_ballot_op"(%a1) : (i1) -> vector<4xi32>
    return
  }
}
