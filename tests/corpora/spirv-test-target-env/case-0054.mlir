// FLAGS: --test-spirv-target-env
module {
  func.func @f0(%a0: i32, %a1: i64, %a2: !spirv.ptr<i32, StorageBuffer>, %a3: i32, %a4: i32) attributes {
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.3, [Vector16, Int64, AtomicStorage, PhysicalStorageBufferAddresses, VulkanMemoryModel, Shader], [SPV_KHR_vulkan_memory_model, SPV_KHR_shader_ballot, SPV_EXT_physical_storage_buffer]>, #spirv.resource_limits<>>
  } {
    "test.convert_to_module_op"() : () -> ()
    %v1 = "test.convert_to_bit_reverse_op"(%a0) : (i32) -> i32
    %v2 = "test.convert_to_bit_reverse_op"(%a1) : (i64) -> i64
    %v3 = "test.convert_to_atomic_compare_exchange_weak_op"(%a2, %a3, %a4) : (!spirv.ptr<i32, StorageBuffer>, i32, i32) -> i32
    return
  }
  func.func @f1() -> (vector<4xi32>, i1) attributes {
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.3, [StorageInputOutput16], [SPV_KHR_shader_ballot, SPV_EXT_physical_storage_buffer, SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<subgroup_size = 64>>
  } {
    %v1 = arith.constant false
    %v2 = "test.convert_to_subgroup_ballot_op"(%v1) : (i1) -> vector<4xi32>
    %v3 = "test.convert_to_subgroup_ballot_op"(%v1) : (i1) -> vector<4xi32>
    return %v2, %v1 : vector<4xi32>, i1
  }
  func.func @f2(%a0: i1) -> (i1, vector<4xi32>) attributes {
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.6, [SubgroupBallotKHR, GroupNonUniformBallot], [SPV_KHR_vulkan_memory_model, SPV_KHR_integer_dot_product, SPV_KHR_shader_ballot, SPV_KHR_physical_storage_buffer]>, #spirv.resource_limits<>>
  } {
    %v1 = arith.constant true
    %v2 = "test.convert_to_subgroup_ballot_op"(%v1) : (i1) -> vector<4xi32>
    %v3 = "test.convert_to_group_non_uniform_ballot_op"(%a0) : (i1) -> vector<4xi32>
    "test.convert_to_module_op"() : () -> ()
    return %v1, %v2 : i1, vector<4xi32>
  }
  func.func @f3(%a0: !spirv.ptr<i32, PhysicalStorageBuffer>, %a1: i32) attributes {
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [GeometryPointSize, PhysicalStorageBufferAddresses, Kernel, AtomicStorage], [SPV_EXT_physical_storage_buffer]>, #spirv.resource_limits<>>
  } {
    %v1 = "test.convert_to_atomic_compare_exchange_weak_op"(%a0, %a1, %a1) : (!spirv.ptr<i32, PhysicalStorageBuffer>, i32, i32) -> i32
    return
  }
}
