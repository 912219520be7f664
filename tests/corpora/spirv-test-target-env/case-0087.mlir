// FLAGS: --test-spirv-target-env
module {
  func.func @f0(%a0: !spirv.ptr<i64, Image>, %a1: i64) attributes {
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.4, [StorageInputOutput16, Int64, Kernel, AtomicStorage, SubgroupBallotKHR, Tessellation], [SPV_KHR_shader_ballot]>, #spirv.resource_limits<>>
  } {
    %v1 = "test.convert_to_atomic_compare_exchange_weak_op"(%a0, %a1, %a1) : (!spirv.ptr<i64, Image>, i64, i64) -> i64
    %v2 = arith.constant false
    %v3 = "test.convert_to_subgroup_ballot_op"(%v2) : (i1) -> vector<4xi32>
    return
  }
  func.func @f1(%a0: i1) attributes {
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.4, [PhysicalStorageBufferAddresses, GroupNonUniformBallot, VulkanMemoryModelDeviceScope, VulkanMemoryModel, Shader, Addresses], [SPV_EXT_physical_storage_buffer]>, #spirv.resource_limits<max_compute_workgroup_size = [64, 32, 1]>>
  } {
    "test.convert_to_module_op"() : () -> ()
    %v1 = "test.convert_to_group_non_uniform_ballot_op"(%a0) : (i1) -> vector<4xi32>
    %v2 = arith.constant 1 : i32
    %v3 = "test.convert_to_bit_reverse_op"(%v2) : (i32) -> i32
    return
  }
  func.func @f2(%a0: i1, %a1: !spirv.ptr<i32, Uniform>, %a2: i32) -> i32 attributes {
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [UniformAndStorageBuffer8BitAccess, GroupNonUniformBallot, StoragePushConstant16, Shader, Int16, GroupNonUniformVote, Kernel], [SPV_KHR_integer_dot_product]>, #spirv.resource_limits<>>
  } {
    %v1 = "test.convert_to_group_non_uniform_ballot_op"(%a0) : (i1) -> vector<4xi32>
    %v2 = spirv.Constant 3 : i32
    %v3 = "test.convert_to_atomic_compare_exchange_weak_op"(%a1, %v2, %a2) : (!spirv.ptr<i32, Uniform>, i32, i32) -> i32
    return %v3 : i32
  }
  func.func @f3(%a0: vector<2xi64>) attributes {
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [PhysicalStorageBufferAddresses, VulkanMemoryModelDeviceScope, GeometryPointSize, VulkanMemoryModel], [SPV_KHR_physical_storage_buffer, SPV_KHR_8bit_storage, SPV_KHR_subgroup_vote, SPV_KHR_16bit_storage]>, #spirv.resource_limits<>>
  } {
    %v1 = arith.constant true
    %v2 = "test.convert_to_group_non_uniform_ballot_op"(%v1) : (i1) -> vector<4xi32>
    %v3 = "test.convert_to_bit_reverse_op"(%a0) : (vector<2xi64>) -> vector<2xi64>
    return
  }
  func.func @f4(%a0: i1, %a1: vector<16xi32>) attributes {
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.2, [Geometry, Float16, PhysicalStorageBufferAddresses, Float64, Vector16, AtomicStorage, Shader, Tessellation], [SPV_KHR_16bit_storage]>, #spirv.resource_limits<subgroup_size = 64>>
  } {
    "test.convert_to_module_op"() : () -> ()
    %v1 = "test.convert_to_subgroup_ballot_op"(%a0) : (i1) -> vector<4xi32>
    cf.br ^bb1
  ^bb1:
    %v2 = "test.convert_to_bit_reverse_op"(%a1) : (vector<16xi32>) -> vector<16xi32>
    "test.sink"(%v2) : (vector<16xi32>) -> ()
    return
  }
  func.func @f5(%a0: !spirv.ptr<i64, PhysicalStorageBuffer>, %a1: i64) attributes {
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.3, [Int64, VulkanMemoryModel, Kernel, StoragePushConstant8, PhysicalStorageBufferAddresses], [SPV_KHR_vulkan_memory_model, SPV_KHR_physical_storage_buffer]>, #spirv.resource_limits<>>
  } {
    %v1 = "test.convert_to_atomic_compare_exchange_weak_op"(%a0, %a1, %a1) : (!spirv.ptr<i64, PhysicalStorageBuffer>, i64, i64) -> i64
    "test.sink"(%v1) : (i64) -> ()
    "test.convert_to_module_op"() : () -> ()
    "test.sink"(%v1) : (i64) -> ()
    %v2 = spirv.Constant 12 : i32
    %v3 = "test.convert_to_bit_reverse_op"(%v2) : (i32) -> i32
    cf.br ^bb1
  ^bb1:
    "test.convert_to_module_op"() : () -> ()
    return
  }
}
