// FLAGS: --test-spirv-target-env
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.2, [Int64Atomics, Float16, StorageUniform16, Geometry, StoragePushConstant16, Int8, Shader], [SPV_KHR_integer_dot_product, SPV_KHR_subgroup_vote, SPV_KHR_vulkan_memory_model]>, api=Vulkan, #spirv.resource_limits<>>} {
  func.func @f0(%a0: i1, %a1: vector<2xi32>, %a2: !spirv.ptr<i8, Input>, %a3: i8) -> vector<4xi32> {
    %v1 = "test.convert_to_group_non_uniform_ballot_op"(%a0) : (i1) -> vector<4xi32>
    "test.convert_to_module_op"() : () -> ()
    %v2 = "test.convert_to_bit_reverse_op"(%a1) : (vector<2xi32>) -> vector<2xi32>
    %v3 = "test.convert_to_atomic_compare_exchange_weak_op"(%a2, %a3, %a3) : (!spirv.ptr<i8, Input>, i8, i8) -> i8
    "test.sink"(%v3) : (i8) -> ()
    return %v1 : vector<4xi32>
  }
  func.func @f1(%a0: i64) -> (i64, i32) attributes {
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [StorageBuffer16BitAccess, GroupNonUniformBallot, Int64Atomics, VulkanMemoryModel, StorageInputOutput16, Tessellation, Matrix], [SPV_KHR_integer_dot_product, SPV_EXT_physical_storage_buffer, SPV_KHR_storage_buffer_storage_class, SPV_KHR_shader_ballot]>, #spirv.resource_limits<>>
  } {
    %v1 = arith.constant -3 : i32
    %v2 = "test.convert_to_bit_reverse_op"(%v1) : (i32) -> i32
    %v3 = arith.constant true
    %v4 = "test.convert_to_subgroup_ballot_op"(%v3) : (i1) -> vector<4xi32>
    %v5 = "test.convert_to_bit_reverse_op"(%a0) : (i64) -> i64
    return %v5, %v2 : i64, i32
  }
  func.func @f2(%a0: i1) -> vector<4xi32> attributes {
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.1, [], [SPV_KHR_shader_ballot]>, Intel:CPU, #spirv.resource_limits<>>
  } {
    %v1 = "test.convert_to_subgroup_ballot_op"(%a0) : (i1) -> vector<4xi32>
    return %v1 : vector<4xi32>
  }
  func.func @f3() attributes {
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.3, [PhysicalStorageBufferAddresses], [SPV_EXT_physical_storage_buffer, SPV_KHR_vulkan_memory_model]>, #spirv.resource_limits<>>
  } {
    "test.convert_to_module_op"() : () -> ()
    return
  }
}
