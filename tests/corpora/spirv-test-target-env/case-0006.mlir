// FLAGS: --test-spirv-target-env
module {
  func.func @f0(%a0: !spirv.ptr<i64, PushConstant>, %a1: i1) attributes {
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.3, [AtomicStorage, PhysicalStorageBufferAddresses, VulkanMemoryModel, Shader, Geometry, SubgroupBallotKHR, Int64], [SPV_EXT_physical_storage_buffer, SPV_KHR_vulkan_memory_model]>, #spirv.resource_limits<>>
  } {
    "test.convert_to_module_op"() : () -> ()
    %v1 = arith.constant 7 : i64
    %v2 = "test.convert_to_atomic_compare_exchange_weak_op"(%a0, %v1, %v1) : (!spirv.ptr<i64, PushConstant>, i64, i64) -> i64
    %v3 = "test.convert_to_group_non_uniform_ballot_op"(%a1) : (i1) -> vector<4xi32>
    return
  }
  func.func @f1(%a0: vector<3xi32>, %a1: i16, %a2: i1) -> (vector<3xi32>, vector<4xi32>) attributes {
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.5, [Shader, GroupNonUniformBallot], []>, #spirv.resource_limits<>>
  } {
    %v1 = "test.convert_to_bit_reverse_op"(%a0) : (vector<3xi32>) -> vector<3xi32>
    %v2 = "test.convert_to_bit_reverse_op"(%a1) : (i16) -> i16
    %v3 = "test.convert_to_group_non_uniform_ballot_op"(%a2) : (i1) -> vector<4xi32>
    return %v1, %v3 : vector<3xi32>, vector<4xi32>
  }
  func.func @f2(%a0: !spirv.ptr<i64, StorageBuffer>, %a1: i64, %a2: i1, %a3: i8) -> i8 attributes {
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.3, [AtomicStorage, Int8, Shader, Kernel, PhysicalStorageBufferAddresses, StorageUniform16, DotProduct, Int64, GroupNonUniformBallot, VulkanMemoryModel, Tessellation], [SPV_KHR_vulkan_memory_model, SPV_EXT_physical_storage_buffer]>, #spirv.resource_limits<>>
  } {
    "test.convert_to_module_op"() : () -> ()
    %v1 = "test.convert_to_atomic_compare_exchange_weak_op"(%a0, %a1, %a1) : (!spirv.ptr<i64, StorageBuffer>, i64, i64) -> i64
    %v2 = "test.convert_to_group_non_uniform_ballot_op"(%a2) : (i1) -> vector<4xi32>
    %v3 = "test.convert_to_bit_reverse_op"(%a3) : (i8) -> i8
    return %v3 : i8
  }
  func.func @f3(%a0: vector<16xi64>, %a1: i1) -> (vector<4xi32>, vector<16xi64>) attributes {
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.5, [SubgroupBallotKHR, Shader, Vector16], [SPV_KHR_shader_ballot]>, #spirv.resource_limits<>>
  } {
    %v1 = "test.convert_to_bit_reverse_op"(%a0) : (vector<16xi64>) -> vector<16xi64>
    %v2 = "test.convert_to_subgroup_ballot_op"(%a1) : (i1) -> vector<4xi32>
    return %v2, %v1 : vector<4xi32>, vector<16xi64>
  }
  func.func @f4(%a0: !spirv.ptr<i8, Workgroup>, %a1: i8) -> (vector<2xi32>, i8) attributes {
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.2, [PhysicalStorageBufferAddresses, Matrix, SubgroupBallotKHR, GroupNonUniform, Kernel, Float64, StoragePushConstant8, DotProduct, Shader], [SPV_KHR_variable_pointers, SPV_KHR_shader_ballot, SPV_EXT_physical_storage_buffer]>, #spirv.resource_limits<>>
  } {
    %v1 = arith.constant dense<0> : vector<2xi32>
    %v2 = "test.convert_to_bit_reverse_op"(%v1) : (vector<2xi32>) -> vector<2xi32>
    %v3 = "test.convert_to_atomic_compare_exchange_weak_op"(%a0, %a1, %a1) : (!spirv.ptr<i8, Workgroup>, i8, i8) -> i8
    "test.convert_to_module_op"() : () -> ()
    return %v2, %v3 : vector<2xi32>, i8
  }
}
