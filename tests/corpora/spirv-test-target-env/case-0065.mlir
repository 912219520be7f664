// FLAGS: --test-spirv-target-env
module {
  func.func @f0() attributes {
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.4, [VulkanMemoryModel, SubgroupBallotKHR, PhysicalStorageBufferAddresses, VulkanMemoryModelDeviceScope, Tessellation, StoragePushConstant16, GroupNonUniform], [SPV_KHR_physical_storage_buffer, SPV_KHR_storage_buffer_storage_class]>, api=WebGPU, #spirv.resource_limits<>>
  } {
    "test.convert_to_module_op"() : () -> ()
    return
  }
  func.func @f1(%a0: i1, %a1: !spirv.ptr<i32, Workgroup>, %a2: i32) attributes {
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.5, [SubgroupBallotKHR, UniformAndStorageBuffer8BitAccess, VulkanMemoryModelDeviceScope, Tessellation, Int64Atomics, Shader, Kernel], [SPV_KHR_shader_ballot]>, #spirv.resource_limits<>>
  } {
    %v1 = "test.convert_to_subgroup_ballot_op"(%a0) : (i1) -> vector<4xi32>
    %v2 = "test.convert_to_atomic_compare_exchange_weak_op"(%a1, %a2, %a2) : (!spirv.ptr<i32, Workgroup>, i32, i32) -> i32
    "test.sink"(%v2) : (i32) -> ()
    %v3 = arith.constant true
    %v4 = "test.convert_to_subgroup_ballot_op"(%v3) : (i1) -> vector<4xi32>
    return
  }
  func.func @f2(%a0: i16, %a1: !spirv.ptr<i32, Uniform>, %a2: i32, %a3: i32) attributes {
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.6, [Float64, Int64Atomics, AtomicStorage, Float16, VulkanMemoryModel, Shader, Kernel, UniformAndStorageBuffer8BitAccess, Geometry, Tessellation, StorageBuffer8BitAccess, GeometryPointSize, GroupNonUniformBallot], [SPV_KHR_subgroup_vote, SPV_KHR_shader_ballot, SPV_KHR_variable_pointers, SPV_KHR_8bit_storage, SPV_KHR_vulkan_memory_model]>, api=WebGPU, #spirv.resource_limits<>>
  } {
    %v1 = "test.convert_to_bit_reverse_op"(%a0) : (i16) -> i16
    %v2 = "test.convert_to_atomic_compare_exchange_weak_op"(%a1, %a2, %a3) : (!spirv.ptr<i32, Uniform>, i32, i32) -> i32
    return
  }
  func.func @f3(%a0: i1, %a1: i32, %a2: !spirv.ptr<i64, Workgroup>, %a3: i64, %a4: i8) -> vector<4xi32> attributes {
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.4, [Float16Buffer, SubgroupBallotKHR, Shader, StoragePushConstant16, Int64, StorageUniform16, AtomicStorage, Int8], [SPV_KHR_shader_ballot]>, #spirv.resource_limits<>>
  } {
    %v1 = "test.convert_to_subgroup_ballot_op"(%a0) : (i1) -> vector<4xi32>
    %v2 = "test.convert_to_bit_reverse_op"(%a1) : (i32) -> i32
    %v3 = "test.convert_to_atomic_compare_exchange_weak_op"(%a2, %a3, %a3) : (!spirv.ptr<i64, Workgroup>, i64, i64) -> i64
    %v4 = "test.convert_to_bit_reverse_op"(%a4) : (i8) -> i8
    return %v1 : vector<4xi32>
  }
  func.func @f4(%a0: i1, %a1: !spirv.ptr<i32, PhysicalStorageBuffer>, %a2: i32, %a3: i32) -> (vector<4xi32>, i32) attributes {
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.3, [GroupNonUniformBallot, AtomicStorage, Kernel, PhysicalStorageBufferAddresses, Int8], [SPV_KHR_vulkan_memory_model, SPV_KHR_shader_ballot]>, #spirv.resource_limits<>>
  } {
    %v1 = "test.convert_to_group_non_uniform_ballot_op"(%a0) : (i1) -> vector<4xi32>
    %v2 = "test.convert_to_subgroup_ballot_op"(%a0) : (i1) -> vector<4xi32>
    %v3 = "test.convert_to_atomic_compare_exchange_weak_op"(%a1, %a2, %a3) : (!spirv.ptr<i32, PhysicalStorageBuffer>, i32, i32) -> i32
    return %v2, %v3 : vector<4xi32>, i32
  }
  func.func @f5(%a0: !spirv.ptr<i32, PhysicalStorageBuffer>, %a1: i32, %a2: i8) -> (i32, i8) attributes {
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.1, [GenericPointer, PhysicalStorageBufferAddresses, StorageBuffer16BitAccess, GeometryPointSize, Addresses, Int64, Int8, Matrix, Kernel, DotProduct], [SPV_KHR_vulkan_memory_model, SPV_KHR_subgroup_vote]>, #spirv.resource_limits<min_subgroup_size = 16, max_subgroup_size = 32>>
  } {
    %v1 = "test.convert_to_atomic_compare_exchange_weak_op"(%a0, %a1, %a1) : (!spirv.ptr<i32, PhysicalStorageBuffer>, i32, i32) -> i32
    %v2 = "test.convert_to_bit_reverse_op"(%a2) : (i8) -> i8
    return %v1, %v2 : i32, i8
  }
}
