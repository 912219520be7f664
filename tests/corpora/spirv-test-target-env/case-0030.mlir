// FLAGS: --test-spirv-target-env
module {
  func.func @f0(%a0: !spirv.ptr<i32, PhysicalStorageBuffer>, %a1: i32, %a2: i32, %a3: i1) attributes {
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Shader, Float64, StorageBuffer16BitAccess, GroupNonUniform, Int64Atomics, Float16, SubgroupBallotKHR, GenericPointer, Kernel], [SPV_KHR_16bit_storage, SPV_KHR_vulkan_memory_model, SPV_KHR_integer_dot_product]>, #spirv.resource_limits<>>
  } {
    %v1 = "test.convert_to_atomic_compare_exchange_weak_op"(%a0, %a1, %a2) : (!spirv.ptr<i32, PhysicalStorageBuffer>, i32, i32) -> i32
    %v2 = "test.convert_to_subgroup_ballot_op"(%a3) : (i1) -> vector<4xi32>
    return
  }
  func.func @f1(%a0: i16, %a1: !spirv.ptr<i32, CrossWorkgroup>, %a2: i32, %a3: vector<4xi32>) -> (i32, vector<4xi32>) attributes {
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.2, [StorageInputOutput16, Int64Atomics, Int16, AtomicStorage, VulkanMemoryModel, Shader, Kernel, Tessellation], []>, #spirv.resource_limits<>>
  } {
    %v1 = "test.convert_to_bit_reverse_op"(%a0) : (i16) -> i16
    %v2 = "test.convert_to_atomic_compare_exchange_weak_op"(%a1, %a2, %a2) : (!spirv.ptr<i32, CrossWorkgroup>, i32, i32) -> i32
    %v3 = "test.convert_to_bit_reverse_op"(%a3) : (vector<4xi32>) -> vector<4xi32>
    return %v2, %v3 : i32, vector<4xi32>
  }
  func.func @f2(%a0: i1, %a1: i1, %a2: !spirv.ptr<i32, Workgroup>, %a3: i32, %a4: i32) -> vector<4xi32> attributes {
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.3, [Kernel, AtomicStorage, SubgroupBallotKHR, GroupNonUniformBallot], [SPV_KHR_shader_ballot]>, #spirv.resource_limits<>>
  } {
    %v1 = "test.convert_to_subgroup_ballot_op"(%a0) : (i1) -> vector<4xi32>
    %v2 = "test.convert_to_subgroup_ballot_op"(%a0) : (i1) -> vector<4xi32>
    %v3 = "test.convert_to_group_non_uniform_ballot_op"(%a1) : (i1) -> vector<4xi32>
    %v4 = "test.convert_to_atomic_compare_exchange_weak_op"(%a2, %a3, %a4) : (!spirv.ptr<i32, Workgroup>, i32, i32) -> i32
    return %v3 : vector<4xi32>
  }
  func.func @f3(%a0: vector<4xi64>) -> vector<4xi64> attributes {
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.3, [AtomicStorage, Int64Atomics, Shader], []>, #spirv.resource_limits<>>
  } {
    %v1 = "test.convert_to_bit_reverse_op"(%a0) : (vector<4xi64>) -> vector<4xi64>
    return %v1 : vector<4xi64>
  }
}
