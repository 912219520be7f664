// FLAGS: --test-spirv-target-env
module {
  func.func @f0(%a0: i32) attributes {
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.3, [VulkanMemoryModelDeviceScope, StoragePushConstant16, SubgroupBallotKHR, Tessellation, AtomicStorage, StorageInputOutput16, Float16, GeometryPointSize], [SPV_EXT_physical_storage_buffer, SPV_KHR_shader_ballot]>, #spirv.resource_limits<>>
  } {
    %v1 = "test.convert_to_bit_reverse_op"(%a0) : (i32) -> i32
    return
  }
  func.func @f1(%a0: i1, %a1: !spirv.ptr<i64, Workgroup>, %a2: i64, %a3: !spirv.ptr<i32, PhysicalStorageBuffer>, %a4: i32) -> i64 attributes {
    llvm.emit_c_interface,
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.4, [Float16, UniformAndStorageBuffer8BitAccess, SubgroupBallotKHR, Matrix, Int16, AtomicStorage, StoragePushConstant16, VulkanMemoryModelDeviceScope, Float64, Tessellation, Int64Atomics, Int8], [SPV_KHR_storage_buffer_storage_class, SPV_KHR_8bit_storage, SPV_KHR_vulkan_memory_model, SPV_KHR_subgroup_vote]>, #spirv.resource_limits<>>
  } {
    %v1 = arith.constant 1 : i32
    %v2 = "test.convert_to_bit_reverse_op"(%v1) : (i32) -> i32
    %v3 = "test.convert_to_subgroup_ballot_op"(%a0) : (i1) -> vector<4xi32>
    %v4 = "test.convert_to_atomic_compare_exchange_weak_op"(%a1, %a2, %a2) : (!spirv.ptr<i64, Workgroup>, i64, i64) -> i64
    %v5 = "test.convert_to_atomic_compare_exchange_weak_op"(%a3, %v1, %a4) : (!spirv.ptr<i32, PhysicalStorageBuffer>, i32, i32) -> i32
    return %v4 : i64
  }
  func.func @f2(%a0: !spirv.ptr<i32, Image>, %a1: i32, %a2: vector<3xi32>) -> vector<3xi32> attributes {
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.2, [GroupNonUniformBallot, Vector16, AtomicStorage, Shader], []>, api=WebGPU, #spirv.resource_limits<>>
  } {
    %v1 = arith.constant true
    %v2 = "test.convert_to_group_non_uniform_ballot_op"(%v1) : (i1) -> vector<4xi32>
    %v3 = "test.convert_to_atomic_compare_exchange_weak_op"(%a0, %a1, %a1) : (!spirv.ptr<i32, Image>, i32, i32) -> i32
    %v4 = "test.convert_to_bit_reverse_op"(%a2) : (vector<3xi32>) -> vector<3xi32>
    return %v4 : vector<3xi32>
  }
  func.func @f3(%a0: i1, %a1: vector<4xi64>) -> vector<4xi64> attributes {
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.6, [VulkanMemoryModel, Int64, StoragePushConstant8, SubgroupBallotKHR, Shader], [SPV_KHR_vulkan_memory_model]>, #spirv.resource_limits<>>,
    foo = 1 : i32
  } {
    %v1 = "test.convert_to_subgroup_ballot_op"(%a0) : (i1) -> vector<4xi32>
    %v2 = "test.convert_to_bit_reverse_op"(%a1) : (vector<4xi64>) -> vector<4xi64>
    return %v2 : vector<4xi64>
  }
  func.func @f4(%a0: i1) -> vector<4xi32> attributes {
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [StoragePushConstant16, GroupNonUniformBallot, SubgroupBallotKHR, VulkanMemoryModel], [SPV_KHR_shader_ballot]>, api=Vulkan, #spirv.resource_limits<>>
  } {
    %v1 = "test.convert_to_group_non_uniform_ballot_op"(%a0) : (i1) -> vector<4xi32>
    %v2 = "test.convert_to_subgroup_ballot_op"(%a0) : (i1) -> vector<4xi32>
    %v3 = "test.convert_to_group_non_uniform_ballot_op"(%a0) : (i1) -> vector<4xi32>
    return %v2 : vector<4xi32>
  }
}
