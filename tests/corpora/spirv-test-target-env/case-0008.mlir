// FLAGS: --test-spirv-target-env
module {
  func.func @f0(%a0: i16) -> i16 attributes {
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.4, [Float16, DotProduct, VulkanMemoryModel, Int64, AtomicStorage, Addresses], []>, #spirv.resource_limits<>>
  } {
    %v1 = "test.convert_to_bit_reverse_op"(%a0) : (i16) -> i16
    return %v1 : i16
  }
  func.func @f1(%a0: !spirv.ptr<i32, Workgroup>, %a1: i32, %a2: !spirv.ptr<i32, Workgroup>, %a3: i32, %a4: i1) attributes {
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.4, [Int8, DotProduct, GroupNonUniformVote, VulkanMemoryModel, Float64, AtomicStorage, StorageUniform16, Tessellation, UniformAndStorageBuffer8BitAccess], [SPV_EXT_physical_storage_buffer, SPV_KHR_shader_ballot, SPV_KHR_physical_storage_buffer, SPV_KHR_integer_dot_product, SPV_KHR_16bit_storage, SPV_KHR_storage_buffer_storage_class, SPV_KHR_variable_pointers]>, #spirv.resource_limits<min_subgroup_size = 16, max_subgroup_size = 32>>
  } {
    %v1 = "test.convert_to_atomic_compare_exchange_weak_op"(%a0, %a1, %a1) : (!spirv.ptr<i32, Workgroup>, i32, i32) -> i32
    %v2 = arith.constant -3 : i32
    %v3 = "test.convert_to_atomic_compare_exchange_weak_op"(%a2, %v2, %a3) : (!spirv.ptr<i32, Workgroup>, i32, i32) -> i32
    %v4 = "test.convert_to_subgroup_ballot_op"(%a4) : (i1) -> vector<4xi32>
    return
  }
  func.func @f2(%a0: i1, %a1: i64, %a2: !spirv.ptr<i32, PhysicalStorageBuffer>, %a3: i32) -> (vector<4xi32>, i32) attributes {
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.3, [PhysicalStorageBufferAddresses, StorageInputOutput16, Shader, Int8, SubgroupBallotKHR, DotProduct, Int64, AtomicStorage], [SPV_KHR_variable_pointers, SPV_KHR_shader_ballot, SPV_EXT_physical_storage_buffer]>, #spirv.resource_limits<>>
  } {
    %v1 = "test.convert_to_subgroup_ballot_op"(%a0) : (i1) -> vector<4xi32>
    %v2 = "test.convert_to_bit_reverse_op"(%a1) : (i64) -> i64
    %v3 = "test.convert_to_atomic_compare_exchange_weak_op"(%a2, %a3, %a3) : (!spirv.ptr<i32, PhysicalStorageBuffer>, i32, i32) -> i32
    return %v1, %v3 : vector<4xi32>, i32
  }
  func.func @f3(%a0: i1, %a1: i32, %a2: vector<4xi64>) -> vector<4xi64> attributes {
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.3, [VulkanMemoryModel, Int64, Shader, PhysicalStorageBufferAddresses, GroupNonUniformBallot], [SPV_EXT_physical_storage_buffer, SPV_KHR_vulkan_memory_model]>, #spirv.resource_limits<>>
  } {
    %v1 = "test.convert_to_group_non_uniform_ballot_op"(%a0) : (i1) -> vector<4xi32>
    %v2 = "test.convert_to_bit_reverse_op"(%a1) : (i32) -> i32
    %v3 = "test.convert_to_bit_reverse_op"(%a2) : (vector<4xi64>) -> vector<4xi64>
    "test.convert_to_module_op"() : () -> ()
    return %v3 : vector<4xi64>
  }
}
