// FLAGS: --test-spirv-target-env
module {
  func.func @f0(%a0: i1) attributes {
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.4, [GroupNonUniformBallot], []>, #spirv.resource_limits<>>
  } {
    %v1 = "test.convert_to_group_non_uniform_ballot_op"(%a0) : (i1) -> vector<4xi32>
    return
  }
  func.func @f1(%a0: !spirv.ptr<i32, Uniform>, %a1: i32, %a2: i32, %a3: !spirv.ptr<i64, Workgroup>, %a4: i64, %a5: i64, %a6: !spirv.ptr<i64, AtomicCounter>) attributes {
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.4, [SubgroupBallotKHR, VulkanMemoryModel, StorageBuffer16BitAccess, GroupNonUniformVote, Float16, PhysicalStorageBufferAddresses, Float64, Geometry], [SPV_KHR_vulkan_memory_model, SPV_KHR_integer_dot_product, SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<>>
  } {
    %v1 = "test.convert_to_atomic_compare_exchange_weak_op"(%a0, %a1, %a2) : (!spirv.ptr<i32, Uniform>, i32, i32) -> i32
    %v2 = arith.constant dense<5> : vector<2xindex>
    %v3 = "test.convert_to_bit_reverse_op"(%v2) : (vector<2xindex>) -> vector<2xindex>
    %v4 = "test.convert_to_atomic_compare_exchange_weak_op"(%a3, %a4, %a5) : (!spirv.ptr<i64, Workgroup>, i64, i64) -> i64
    %v5 = "test.convert_to_atomic_compare_exchange_weak_op"(%a6, %a4, %v4) : (!spirv.ptr<i64, AtomicCounter>, i64, i64) -> i64
    return
  }
  func.func @f2() -> vector<2xindex> attributes {
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.2, [Int64Atomics], []>, #spirv.resource_limits<max_compute_workgroup_size = [64, 32, 1]>>
  } {
    %v1 = arith.constant dense<1> : vector<4xi32>
    %v2 = "test.convert_to_bit_reverse_op"(%v1) : (vector<4xi32>) -> vector<4xi32>
    %v3 = arith.constant dense<5> : vector<2xindex>
    %v4 = "test.convert_to_bit_reverse_op"(%v3) : (vector<2xindex>) -> vector<2xindex>
    return %v3 : vector<2xindex>
  }
  func.func @f3(%a0: i1) -> vector<4xi32> attributes {
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.3, [PhysicalStorageBufferAddresses, VulkanMemoryModel, SubgroupBallotKHR], [SPV_KHR_vulkan_memory_model, SPV_KHR_shader_ballot, SPV_KHR_physical_storage_buffer]>, #spirv.resource_limits<subgroup_size = 64>>
  } {
    %v1 = "test.convert_to_subgroup_ballot_op"(%a0) : (i1) -> vector<4xi32>
    cf.br ^bb1
  ^bb1:
    "test.convert_to_module_op"() : () -> ()
    return %v1 : vector<4xi32>
  }
  func.func @f4(%a0: i1) -> i16 attributes {
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.5, [SubgroupBallotKHR, StorageInputOutput16, Int16, StorageUniform16, Int64, Float16, PhysicalStorageBufferAddresses], [SPV_KHR_shader_ballot, SPV_KHR_physical_storage_buffer, SPV_KHR_integer_dot_product, SPV_KHR_subgroup_vote]>, #spirv.resource_limits<min_subgroup_size = 16, max_subgroup_size = 32>>
  } {
    %v1 = "test.convert_to_subgroup_ballot_op"(%a0) : (i1) -> vector<4xi32>
    %v2 = "test.convert_to_subgroup_ballot_op"(%a0) : (i1) -> vector<4xi32>
    %v3 = arith.constant 0 : i16
    %v4 = "test.convert_to_bit_reverse_op"(%v3) : (i16) -> i16
    return %v4 : i16
  }
}
