// FLAGS: --test-spirv-target-env
module {
  func.func private @decl(i32) -> i32
  func.func @f0() -> (vector<3xi32>, i64) attributes {
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.2, [Int64, Vector16, SubgroupBallotKHR, Geometry, StorageUniform16, Int64Atomics, StorageBuffer16BitAccess], []>, #spirv.resource_limits<>>
  } {
    %v1 = arith.constant dense<0> : vector<3xi32>
    %v2 = "test.convert_to_bit_reverse_op"(%v1) : (vector<3xi32>) -> vector<3xi32>
    "test.sink"(%v2) : (vector<3xi32>) -> ()
    %v3 = arith.constant true
    %v4 = "test.convert_to_subgroup_ballot_op"(%v3) : (i1) -> vector<4xi32>
    %v5 = arith.constant 42 : i64
    %v6 = "test.convert_to_bit_reverse_op"(%v5) : (i64) -> i64
    return %v1, %v6 : vector<3xi32>, i64
  }
  func.func @f1(%a0: i1, %a1: i1) attributes {
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.3, [VulkanMemoryModel, Matrix, Int16, PhysicalStorageBufferAddresses], [SPV_KHR_vulkan_memory_model, SPV_KHR_subgroup_vote, SPV_KHR_physical_storage_buffer]>, Intel:CPU, #spirv.resource_limits<>>
  } {
    %v1 = "test.convert_to_group_non_uniform_ballot_op"(%a0) : (i1) -> vector<4xi32>
    %v2 = "test.convert_to_group_non_uniform_ballot_op"(%a1) : (i1) -> vector<4xi32>
    "test.convert_to_module_op"() : () -> ()
    "test.sink"(%v2) : (vector<4xi32>) -> ()
    return
  }
  func.func @f2(%a0: !spirv.ptr<i32, StorageBuffer>, %a1: i1, %a2: i1, %a3: !spirv.ptr<i8, PushConstant>, %a4: i8, %a5: i8) -> (vector<4xi32>, i32) attributes {
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.2, [AtomicStorage, SubgroupBallotKHR, Float16Buffer, GroupNonUniformBallot, Int8, Geometry], [SPV_KHR_8bit_storage, SPV_KHR_shader_ballot]>, #spirv.resource_limits<>>
  } {
    %v1 = arith.constant 7 : i32
    %v2 = "test.convert_to_atomic_compare_exchange_weak_op"(%a0, %v1, %v1) : (!spirv.ptr<i32, StorageBuffer>, i32, i32) -> i32
    %v3 = "test.convert_to_group_non_uniform_ballot_op"(%a1) : (i1) -> vector<4xi32>
    %v4 = "test.convert_to_subgroup_ballot_op"(%a2) : (i1) -> vector<4xi32>
    %v5 = "test.convert_to_atomic_compare_exchange_weak_op"(%a3, %a4, %a5) : (!spirv.ptr<i8, PushConstant>, i8, i8) -> i8
    return %v4, %v1 : vector<4xi32>, i32
  }
  func.func @f3(%a0: i1) attributes {
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.5, [GroupNonUniform, Int16, GroupNonUniformBallot, VulkanMemoryModel, StoragePushConstant16], [SPV_KHR_vulkan_memory_model, SPV_EXT_physical_storage_buffer, SPV_KHR_16bit_storage, SPV_KHR_physical_storage_buffer]>, Qualcomm:DiscreteGPU:0x1234, #spirv.resource_limits<>>
  } {
    %v1 = "test.convert_to_group_non_uniform_ballot_op"(%a0) : (i1) -> vector<4xi32>
    %v2 = "test.convert_to_group_non_uniform_ballot_op"(%a0) : (i1) -> vector<4xi32>
    %v3 = "test.convert_to_group_non_uniform_ballot_op"(%a0) : (i1) -> vector<4xi32>
    "test.convert_to_module_op"() : () -> ()
    return
  }
  func.func @f4() attributes {
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.1, [GroupNonUniformVote, StorageUniform16, PhysicalStorageBufferAddresses], [SPV_KHR_vulkan_memory_model]>, #spirv.resource_limits<>>
  } {
    "test.convert_to_module_op"() : () -> ()
    return
  }
}
