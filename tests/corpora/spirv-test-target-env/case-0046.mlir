// FLAGS: --test-spirv-target-env
module {
  func.func @f0(%a0: !spirv.ptr<i32, Workgroup>, %a1: i32, %a2: !spirv.ptr<i32, StorageBuffer>, %a3: i32, %a4: i32) -> i32 attributes {
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.2, [GenericPointer, Int64Atomics, Addresses, Float16Buffer, SubgroupBallotKHR, Matrix, StorageUniform16, PhysicalStorageBufferAddresses], [SPV_KHR_variable_pointers, SPV_KHR_shader_ballot, SPV_KHR_integer_dot_product, SPV_KHR_16bit_storage]>, #spirv.resource_limits<>>
  } {
    %v1 = "test.convert_to_atomic_compare_exchange_weak_op"(%a0, %a1, %a1) : (!spirv.ptr<i32, Workgroup>, i32, i32) -> i32
    %v2 = "test.convert_to_atomic_compare_exchange_weak_op"(%a2, %a3, %a4) : (!spirv.ptr<i32, StorageBuffer>, i32, i32) -> i32
    return %v2 : i32
  }
  func.func @f1(%a0: !spirv.ptr<i16, Workgroup>, %a1: i16, %a2: i16) -> i16 attributes {
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.2, [PhysicalStorageBufferAddresses, Kernel, GroupNonUniformBallot, AtomicStorage, VulkanMemoryModel, Int16, Float64], [SPV_KHR_vulkan_memory_model]>, NVIDIA:DiscreteGPU, #spirv.resource_limits<>>
  } {
    %v1 = "test.convert_to_atomic_compare_exchange_weak_op"(%a0, %a1, %a2) : (!spirv.ptr<i16, Workgroup>, i16, i16) -> i16
    "test.convert_to_module_op"() : () -> ()
    "test.convert_to_module_op"() : () -> ()
    return %v1 : i16
  }
  func.func @f2(%a0: !spirv.ptr<i64, StorageBuffer>, %a1: !spirv.ptr<i32, Workgroup>, %a2: i32) -> (i32, vector<16xi32>) attributes {
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.2, [Vector16, StorageUniform16, Addresses, VulkanMemoryModel, Float64, Geometry, GroupNonUniformBallot, GroupNonUniformVote, StorageBuffer16BitAccess, StorageInputOutput16], [SPV_KHR_integer_dot_product, SPV_KHR_variable_pointers, SPV_KHR_physical_storage_buffer]>, #spirv.resource_limits<>>
  } {
    %v1 = spirv.Constant -7 : i64
    %v2 = "test.convert_to_atomic_compare_exchange_weak_op"(%a0, %v1, %v1) : (!spirv.ptr<i64, StorageBuffer>, i64, i64) -> i64
    %v3 = arith.constant dense<1> : vector<16xi32>
    %v4 = "test.convert_to_bit_reverse_op"(%v3) : (vector<16xi32>) -> vector<16xi32>
    %v5 = "test.convert_to_atomic_compare_exchange_weak_op"(%a1, %a2, %a2) : (!spirv.ptr<i32, Workgroup>, i32, i32) -> i32
    return %v5, %v4 : i32, vector<16xi32>
  }
  func.func @f3(%a0: i1, %a1: !spirv.ptr<i32, Workgroup>, %a2: i32, %a3: !spirv.ptr<i8, StorageBuffer>, %a4: i8, %a5: i8) -> (vector<4xi32>, i32) attributes {
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.3, [StorageBuffer8BitAccess, Kernel, Shader, Int8, SubgroupBallotKHR], [SPV_KHR_8bit_storage, SPV_KHR_shader_ballot, SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<>>
  } {
    %v1 = arith.constant dense<5> : vector<4xi32>
    %v2 = "test.convert_to_bit_reverse_op"(%v1) : (vector<4xi32>) -> vector<4xi32>
    %v3 = "test.convert_to_subgroup_ballot_op"(%a0) : (i1) -> vector<4xi32>
    %v4 = "test.convert_to_atomic_compare_exchange_weak_op"(%a1, %a2, %a2) : (!spirv.ptr<i32, Workgroup>, i32, i32) -> i32
    cf.br ^bb1
  ^bb1:
    %v5 = "test.convert_to_atomic_compare_exchange_weak_op"(%a3, %a4, %a5) : (!spirv.ptr<i8, StorageBuffer>, i8, i8) -> i8
    return %v1, %v4 : vector<4xi32>, i32
  }
  func.func @f4(%a0: !spirv.ptr<i32, CrossWorkgroup>, %a1: i32, %a2: i1, %a3: i1) attributes {
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [GroupNonUniform, VulkanMemoryModelDeviceScope, Vector16, StoragePushConstant8, Tessellation, Int8, Matrix, Int64Atomics, GenericPointer, StorageInputOutput16], [SPV_KHR_shader_ballot, SPV_KHR_8bit_storage]>, #spirv.resource_limits<>>
  } {
    %v1 = "test.convert_to_atomic_compare_exchange_weak_op"(%a0, %a1, %a1) : (!spirv.ptr<i32, CrossWorkgroup>, i32, i32) -> i32
    %v2 = "test.convert_to_subgroup_ballot_op"(%a2) : (i1) -> vector<4xi32>
    %v3 = "test.convert_to_subgroup_ballot_op"(%a3) : (i1) -> vector<4xi32>
    return
  }
  func.func @f5(%a0: vector<8xi32>, %a1: !spirv.ptr<i32, StorageBuffer>, %a2: i32) attributes {
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.6, [Int64Atomics, Vector16, Kernel, StorageUniform16, GroupNonUniformBallot, VulkanMemoryModel, Float64, UniformAndStorageBuffer8BitAccess], [SPV_KHR_variable_pointers, SPV_KHR_vulkan_memory_model]>, #spirv.resource_limits<>>
  } {
    %v1 = "test.convert_to_bit_reverse_op"(%a0) : (vector<8xi32>) -> vector<8xi32>
    %v2 = "test.convert_to_atomic_compare_exchange_weak_op"(%a1, %a2, %a2) : (!spirv.ptr<i32, StorageBuffer>, i32, i32) -> i32
    "test.sink"(%v2) : (i32) -> ()
    return
  }
}
