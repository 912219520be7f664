// FLAGS: --test-spirv-target-env
module {
  func.func @f0(%a0: !spirv.ptr<i16, CrossWorkgroup>, %a1: i16, %a2: !spirv.ptr<i32, Workgroup>, %a3: i32, %a4: vector<16xi32>) -> vector<16xi32> attributes {
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.2, [Tessellation, Kernel, Int16, Vector16, DotProduct], [SPV_KHR_variable_pointers]>, api=Vulkan, #spirv.resource_limits<>>
  } {
    %v1 = "test.convert_to_atomic_compare_exchange_weak_op"(%a0, %a1, %a1) : (!spirv.ptr<i16, CrossWorkgroup>, i16, i16) -> i16
    %v2 = "test.convert_to_atomic_compare_exchange_weak_op"(%a2, %a3, %a3) : (!spirv.ptr<i32, Workgroup>, i32, i32) -> i32
    %v3 = "test.convert_to_bit_reverse_op"(%a4) : (vector<16xi32>) -> vector<16xi32>
    return %v3 : vector<16xi32>
  }
  func.func @f1(%a0: !spirv.ptr<i32, StorageBuffer>, %a1: i32) -> i32 attributes {
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.2, [Float16Buffer, Kernel, StorageInputOutput16, GeometryPointSize, AtomicStorage, Addresses], [SPV_KHR_variable_pointers]>, #spirv.resource_limits<>>
  } {
    %v1 = arith.constant 42 : i32
    %v2 = "test.convert_to_atomic_compare_exchange_weak_op"(%a0, %a1, %v1) : (!spirv.ptr<i32, StorageBuffer>, i32, i32) -> i32
    return %v2 : i32
  }
  func.func @f2(%a0: i32, %a1: i1) -> (i32, vector<4xi32>) attributes {
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.4, [Shader, SubgroupBallotKHR, VulkanMemoryModel], [SPV_KHR_shader_ballot]>, #spirv.resource_limits<>>
  } {
    %v1 = "test.convert_to_bit_reverse_op"(%a0) : (i32) -> i32
    %v2 = "test.convert_to_subgroup_ballot_op"(%a1) : (i1) -> vector<4xi32>
    return %v1, %v2 : i32, vector<4xi32>
  }
  func.func @f3(%a0: i1, %a1: i1, %a2: i1) attributes {
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.5, [SubgroupBallotKHR, GroupNonUniformBallot, PhysicalStorageBufferAddresses, VulkanMemoryModel], [SPV_KHR_shader_ballot]>, #spirv.resource_limits<>>
  } {
    %v1 = "test.convert_to_group_non_uniform_ballot_op"(%a0) : (i1) -> vector<4xi32>
    "test.convert_to_module_op"() : () -> ()
    %v2 = "test.convert_to_group_non_uniform_ballot_op"(%a1) : (i1) -> vector<4xi32>
    %v3 = "test.convert_to_subgroup_ballot_op"(%a2) : (i1) -> vector<4xi32>
    return
  }
  func.func @f4(%a0: i64) -> i64 attributes {
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [PhysicalStorageBufferAddresses, VulkanMemoryModel, Shader], [SPV_KHR_physical_storage_buffer, SPV_KHR_vulkan_memory_model, SPV_KHR_integer_dot_product]>, #spirv.resource_limits<>>
  } {
    %v1 = "test.convert_to_bit_reverse_op"(%a0) : (i64) -> i64
    "test.convert_to_module_op"() : () -> ()
    "test.sink"(%v1) : (i64) -> ()
    return %v1 : i64
  }
}
