// FLAGS: --test-spirv-target-env
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.1, [Addresses, StorageUniform16, Float16Buffer, Vector16, Matrix, Int64, UniformAndStorageBuffer8BitAccess, PhysicalStorageBufferAddresses, GroupNonUniformVote], [SPV_KHR_variable_pointers, SPV_KHR_8bit_storage, SPV_KHR_storage_buffer_storage_class, SPV_EXT_physical_storage_buffer]>, #spirv.resource_limits<>>} {
  func.func @f0(%a0: i1) -> vector<4xi32> attributes {
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [PhysicalStorageBufferAddresses, VulkanMemoryModel, SubgroupBallotKHR], [SPV_KHR_vulkan_memory_model, SPV_EXT_physical_storage_buffer]>, #spirv.resource_limits<>>
  } {
    %v1 = "test.convert_to_subgroup_ballot_op"(%a0) : (i1) -> vector<4xi32>
    "test.convert_to_module_op"() : () -> ()
    "test.sink"(%v1) : (vector<4xi32>) -> ()
    "test.convert_to_module_op"() : () -> ()
    return %v1 : vector<4xi32>
  }
  func.func @f1(%a0: vector<16xi64>, %a1: vector<2xindex>) -> (vector<16xi64>, vector<2xindex>) attributes {
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.1, [Addresses, StoragePushConstant16, AtomicStorage, UniformAndStorageBuffer8BitAccess, GroupNonUniform], [SPV_KHR_subgroup_vote, SPV_KHR_16bit_storage, SPV_KHR_vulkan_memory_model, SPV_KHR_integer_dot_product]>, #spirv.resource_limits<>>
  } {
    %v1 = "test.convert_to_bit_reverse_op"(%a0) : (vector<16xi64>) -> vector<16xi64>
    cf.br ^bb1
  ^bb1:
    %v2 = "test.convert_to_bit_reverse_op"(%a1) : (vector<2xindex>) -> vector<2xindex>
    return %v1, %v2 : vector<16xi64>, vector<2xindex>
  }
  func.func @f2(%a0: i1, %a1: !spirv.ptr<i32, Input>, %a2: i32) -> i32 attributes {
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.3, [StoragePushConstant16, StorageBuffer8BitAccess, Float16, GroupNonUniformBallot], []>, #spirv.resource_limits<subgroup_size = 64>>
  } {
    %v1 = "test.convert_to_group_non_uniform_ballot_op"(%a0) : (i1) -> vector<4xi32>
    cf.br ^bb1
  ^bb1:
    %v2 = "test.convert_to_atomic_compare_exchange_weak_op"(%a1, %a2, %a2) : (!spirv.ptr<i32, Input>, i32, i32) -> i32
    %v3 = "test.convert_to_group_non_uniform_ballot_op"(%a0) : (i1) -> vector<4xi32>
    return %v2 : i32
  }
  func.func @f3(%a0: i1) -> (vector<4xi32>, vector<4xi32>) attributes {
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.3, [GroupNonUniformBallot, Tessellation, UniformAndStorageBuffer8BitAccess, VulkanMemoryModel, PhysicalStorageBufferAddresses, GroupNonUniformVote], [SPV_KHR_vulkan_memory_model, SPV_KHR_storage_buffer_storage_class, SPV_EXT_physical_storage_buffer]>, #spirv.resource_limits<>>
  } {
    "test.convert_to_module_op"() : () -> ()
    %v1 = "test.convert_to_group_non_uniform_ballot_op"(%a0) : (i1) -> vector<4xi32>
    "test.sink"(%v1) : (vector<4xi32>) -> ()
    %v2 = "test.convert_to_group_non_uniform_ballot_op"(%a0) : (i1) -> vector<4xi32>
    return %v1, %v2 : vector<4xi32>, vector<4xi32>
  }
  func.func @f4(%a0: !spirv.ptr<i32, Private>, %a1: i32) -> i32 attributes {
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.3, [Int64, Kernel, AtomicStorage, Shader, GroupNonUniformBallot], []>, #spirv.resource_limits<>>
  } {
    %v1 = arith.constant true
    %v2 = "test.convert_to_group_non_uniform_ballot_op"(%v1) : (i1) -> vector<4xi32>
    "test.sink"(%v2) : (vector<4xi32>) -> ()
    %v3 = arith.constant 0 : i64
    %v4 = "test.convert_to_bit_reverse_op"(%v3) : (i64) -> i64
    %v5 = "test.convert_to_atomic_compare_exchange_weak_op"(%a0, %a1, %a1) : (!spirv.ptr<i32, Private>, i32, i32) -> i32
    return %v5 : i32
  }
  func.func @f5(%a0: i1, %a1: !spirv.ptr<i32, Workgroup>, %a2: i32) -> vector<4xi32> attributes {
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.3, [Matrix, Vector16, DotProduct, AtomicStorage, SubgroupBallotKHR, GeometryPointSize, GroupNonUniformBallot], []>, #spirv.resource_limits<max_compute_workgroup_size = [64, 32, 1]>>
  } {
    %v1 = "test.convert_to_group_non_uniform_ballot_op"(%a0) : (i1) -> vector<4xi32>
    "test.sink"(%v1) : (vector<4xi32>) -> ()
    %v2 = arith.constant dense<0> : vector<2xindex>
    %v3 = "test.convert_to_bit_reverse_op"(%v2) : (vector<2xindex>) -> vector<2xindex>
    %v4 = "test.convert_to_group_non_uniform_ballot_op"(%a0) : (i1) -> vector<4xi32>
    %v5 = "test.convert_to_atomic_compare_exchange_weak_op"(%a1, %a2, %a2) : (!spirv.ptr<i32, Workgroup>, i32, i32) -> i32
    "test.sink"(%v5) : (i32) -> ()
    return %v1 : vector<4xi32>
  }
}
