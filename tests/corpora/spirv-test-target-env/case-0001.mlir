// FLAGS: --test-spirv-target-env
module {
  func.func @f0(%a0: i1) attributes {
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [StorageBuffer8BitAccess, Vector16, Geometry, VulkanMemoryModelDeviceScope, VulkanMemoryModel, StorageUniform16, GroupNonUniformVote, Float16Buffer], []>, #spirv.resource_limits<max_compute_workgroup_size = [64, 32, 1]>>
  } {
    %v1 = "test.convert_to_group_non_uniform_ballot_op"(%a0) : (i1) -> vector<4xi32>
    return
  }
  func.func @f1() -> vector<4xi32> attributes {
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.6, [StorageUniform16, GroupNonUniform, Matrix, StorageBuffer16BitAccess, GroupNonUniformBallot], []>, #spirv.resource_limits<>>
  } {
    %v1 = arith.constant false
    %v2 = "test.convert_to_group_non_uniform_ballot_op"(%v1) : (i1) -> vector<4xi32>
    return %v2 : vector<4xi32>
  }
  func.func @f2(%a0: !spirv.ptr<i8, Uniform>, %a1: i8) attributes {
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.1, [Kernel, Shader, AtomicStorage, UniformAndStorageBuffer8BitAccess, Int8, StorageUniform16], [SPV_KHR_vulkan_memory_model, SPV_KHR_16bit_storage, SPV_KHR_8bit_storage]>, #spirv.resource_limits<max_compute_workgroup_invocations = 256>>
  } {
    %v1 = "test.convert_to_atomic_compare_exchange_weak_op"(%a0, %a1, %a1) : (!spirv.ptr<i8, Uniform>, i8, i8) -> i8
    return
  }
  func.func @f3() attributes {
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.2, [SubgroupBallotKHR], []>, api=WebGPU, #spirv.resource_limits<>>
  } {
    %v1 = arith.constant true
    %v2 = "test.convert_to_subgroup_ballot_op"(%v1) : (i1) -> vector<4xi32>
    return
  }
  func.func @f4(%a0: !spirv.ptr<i16, StorageBuffer>, %a1: i16, %a2: !spirv.ptr<i8, Generic>, %a3: i8) -> (i8, i16) attributes {
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.5, [GroupNonUniformBallot, UniformAndStorageBuffer8BitAccess, Addresses, AtomicStorage, Int8, Float16Buffer, Tessellation], [SPV_KHR_vulkan_memory_model, SPV_KHR_16bit_storage, SPV_KHR_subgroup_vote]>, #spirv.resource_limits<>>
  } {
    %v1 = "test.convert_to_atomic_compare_exchange_weak_op"(%a0, %a1, %a1) : (!spirv.ptr<i16, StorageBuffer>, i16, i16) -> i16
    %v2 = arith.constant 1 : i8
    %v3 = "test.convert_to_atomic_compare_exchange_weak_op"(%a2, %v2, %a3) : (!spirv.ptr<i8, Generic>, i8, i8) -> i8
    return %v3, %v1 : i8, i16
  }
  func.func @f5(%a0: !spirv.ptr<i32, Generic>, %a1: i32, %a2: !spirv.ptr<i32, Workgroup>, %a3: vector<3xi8>) -> vector<3xi8> attributes {
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.3, [Shader, Int8, AtomicStorage, Kernel, GenericPointer], [SPV_KHR_physical_storage_buffer]>, #spirv.resource_limits<>>
  } {
    %v1 = "test.convert_to_atomic_compare_exchange_weak_op"(%a0, %a1, %a1) : (!spirv.ptr<i32, Generic>, i32, i32) -> i32
    %v2 = "test.convert_to_atomic_compare_exchange_weak_op"(%a2, %a1, %v1) : (!spirv.ptr<i32, Workgroup>, i32, i32) -> i32
    %v3 = arith.constant false
    %v4 = "test.convert_to_group_non_uniform_ballot_op"(%v3) : (i1) -> vector<4xi32>
    %v5 = "test.convert_to_bit_reverse_op"(%a3) : (vector<3xi8>) -> vector<3xi8>
    "test.sink"(%v5) : (vector<3xi8>) -> ()
    return %v5 : vector<3xi8>
  }
}
