// FLAGS: --test-spirv-target-env
module {
  func.func @f0(%a0: !spirv.ptr<i64, Workgroup>, %a1: !spirv.ptr<i64, Uniform>, %a2: i1, %a3: i16) -> i64 attributes {
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.5, [PhysicalStorageBufferAddresses, GroupNonUniformVote, GenericPointer, Float16Buffer, StorageUniform16, Int64, VulkanMemoryModel, Int8, DotProduct, UniformAndStorageBuffer8BitAccess], [SPV_KHR_variable_pointers]>, #spirv.resource_limits<>>
  } {
    %v1 = spirv.Constant 0 : i64
    %v2 = "test.convert_to_atomic_compare_exchange_weak_op"(%a0, %v1, %v1) : (!spirv.ptr<i64, Workgroup>, i64, i64) -> i64
    %v3 = spirv.Constant -7 : i64
    %v4 = arith.constant 1 : i64
    %v5 = "test.convert_to_atomic_compare_exchange_weak_op"(%a1, %v3, %v4) : (!spirv.ptr<i64, Uniform>, i64, i64) -> i64
    %v6 = "test.convert_to_group_non_uniform_ballot_op"(%a2) : (i1) -> vector<4xi32>
    %v7 = "test.convert_to_bit_reverse_op"(%a3) : (i16) -> i16
    return %v5 : i64
  }
  func.func @f1(%a0: i1) attributes {
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.3, [Shader, Matrix, GroupNonUniformBallot, SubgroupBallotKHR], [SPV_KHR_subgroup_vote, SPV_EXT_physical_storage_buffer, SPV_KHR_shader_ballot]>, #spirv.resource_limits<>>
  } {
    %v1 = "test.convert_to_subgroup_ballot_op"(%a0) : (i1) -> vector<4xi32>
    %v2 = spirv.Constant 0 : i32
    %v3 = "test.convert_to_bit_reverse_op"(%v2) : (i32) -> i32
    %v4 = "test.convert_to_group_non_uniform_ballot_op"(%a0) : (i1) -> vector<4xi32>
    return
  }
  func.func @f2() -> i32 attributes {
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.5, [UniformAndStorageBuffer8BitAccess, VulkanMemoryModelDeviceScope, StoragePushConstant16], []>, api=WebGPU, #spirv.resource_limits<>>
  } {
    %v1 = arith.constant -3 : i32
    %v2 = "test.convert_to_bit_reverse_op"(%v1) : (i32) -> i32
    return %v2 : i32
  }
  func.func @f3(%a0: i32) -> vector<4xi32> attributes {
    foo = 1 : i32,
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.6, [Tessellation, Int64Atomics], [SPV_KHR_variable_pointers, SPV_KHR_vulkan_memory_model, SPV_KHR_shader_ballot]>, #spirv.resource_limits<>>
  } {
    %v1 = arith.constant true
    %v2 = "test.convert_to_subgroup_ballot_op"(%v1) : (i1) -> vector<4xi32>
    %v3 = "test.convert_to_group_non_uniform_ballot_op"(%v1) : (i1) -> vector<4xi32>
    %v4 = "test.convert_to_bit_reverse_op"(%a0) : (i32) -> i32
    return %v2 : vector<4xi32>
  }
  func.func @f4(%a0: vector<4xi32>, %a1: !spirv.ptr<i64, StorageBuffer>, %a2: !spirv.ptr<i16, StorageBuffer>, %a3: i16, %a4: i16) -> i16 attributes {
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.3, [Kernel, Shader, Int64, PhysicalStorageBufferAddresses, AtomicStorage, Int16, Int8, GroupNonUniformBallot], [SPV_KHR_16bit_storage, SPV_KHR_8bit_storage, SPV_KHR_variable_pointers]>, api=Vulkan, #spirv.resource_limits<>>
  } {
    %v1 = "test.convert_to_bit_reverse_op"(%a0) : (vector<4xi32>) -> vector<4xi32>
    %v2 = spirv.Constant 3 : i64
    %v3 = spirv.Constant -7 : i64
    %v4 = "test.convert_to_atomic_compare_exchange_weak_op"(%a1, %v2, %v3) : (!spirv.ptr<i64, StorageBuffer>, i64, i64) -> i64
    %v5 = "test.convert_to_atomic_compare_exchange_weak_op"(%a2, %a3, %a4) : (!spirv.ptr<i16, StorageBuffer>, i16, i16) -> i16
    %v6 = arith.constant true
    %v7 = "test.convert_to_group_non_uniform_ballot_op"(%v6) : (i1) -> vector<4xi32>
    return %v5 : i16
  }
}
