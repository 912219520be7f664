// FLAGS: --test-spirv-target-env
module {
  func.func @f0(%a0: !spirv.ptr<i64, StorageBuffer>, %a1: i64, %a2: i1) -> vector<4xi32> attributes {
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.6, [Shader, SubgroupBallotKHR, Int64, Kernel, AtomicStorage], [SPV_KHR_shader_ballot]>, #spirv.resource_limits<>>
  } {
    %v1 = spirv.Constant 3 : i64
    %v2 = "test.convert_to_atomic_compare_exchange_weak_op"(%a0, %v1, %a1) : (!spirv.ptr<i64, StorageBuffer>, i64, i64) -> i64
    %v3 = "test.convert_to_subgroup_ballot_op"(%a2) : (i1) -> vector<4xi32>
    return %v3 : vector<4xi32>
  }
  func.func @f1() attributes {
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.5, [StoragePushConstant16, Tessellation], [SPV_KHR_variable_pointers]>, #spirv.resource_limits<>>
  } {
    %v1 = arith.constant true
    %v2 = "test.convert_to_group_non_uniform_ballot_op"(%v1) : (i1) -> vector<4xi32>
    return
  }
  func.func @f2(%a0: !spirv.ptr<i8, StorageBuffer>, %a1: i8, %a2: i32) -> i8 attributes {
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.2, [Shader, Float64, Int8, Matrix, SubgroupBallotKHR, Kernel, VulkanMemoryModel, PhysicalStorageBufferAddresses, StorageBuffer8BitAccess, AtomicStorage, Float16], [SPV_KHR_vulkan_memory_model, SPV_KHR_8bit_storage, SPV_EXT_physical_storage_buffer, SPV_KHR_shader_ballot]>, #spirv.resource_limits<>>
  } {
    "test.convert_to_module_op"() : () -> ()
    %v1 = spirv.Constant 0 : i8
    %v2 = "test.convert_to_atomic_compare_exchange_weak_op"(%a0, %a1, %v1) : (!spirv.ptr<i8, StorageBuffer>, i8, i8) -> i8
    %v3 = "test.convert_to_bit_reverse_op"(%a2) : (i32) -> i32
    %v4 = arith.constant true
    %v5 = "test.convert_to_subgroup_ballot_op"(%v4) : (i1) -> vector<4xi32>
    return %v1 : i8
  }
  func.func @f3(%a0: i32, %a1: i16, %a2: !spirv.ptr<i32, Input>) attributes {
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.1, [GenericPointer, GeometryPointSize, Vector16, GroupNonUniformVote, Int64Atomics, StorageBuffer8BitAccess, GroupNonUniformBallot, StorageInputOutput16, VulkanMemoryModel, Float16], [SPV_KHR_16bit_storage, SPV_KHR_vulkan_memory_model, SPV_KHR_physical_storage_buffer]>, #spirv.resource_limits<>>
  } {
    %v1 = "test.convert_to_bit_reverse_op"(%a0) : (i32) -> i32
    %v2 = "test.convert_to_bit_reverse_op"(%a1) : (i16) -> i16
    "test.convert_to_module_op"() : () -> ()
    %v3 = arith.constant 1 : i32
    %v4 = "test.convert_to_atomic_compare_exchange_weak_op"(%a2, %v3, %v3) : (!spirv.ptr<i32, Input>, i32, i32) -> i32
    return
  }
  func.func @f4(%a0: i1) -> (i1, vector<4xi32>) attributes {
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.6, [GroupNonUniformBallot, SubgroupBallotKHR], [SPV_KHR_shader_ballot]>, #spirv.resource_limits<>>
  } {
    %v1 = "test.convert_to_subgroup_ballot_op"(%a0) : (i1) -> vector<4xi32>
    "test.sink"(%v1) : (vector<4xi32>) -> ()
    cf.br ^bb1
  ^bb1:
    %v2 = arith.constant false
    %v3 = "test.convert_to_group_non_uniform_ballot_op"(%v2) : (i1) -> vector<4xi32>
    return %v2, %v3 : i1, vector<4xi32>
  }
}
