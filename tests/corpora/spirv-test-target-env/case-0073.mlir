// FLAGS: --test-spirv-target-env
module {
  func.func @f0(%a0: vector<4xi32>, %a1: i8, %a2: !spirv.ptr<i64, Workgroup>) -> (i8, i64) attributes {
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.3, [AtomicStorage, Addresses, Int64Atomics, PhysicalStorageBufferAddresses, Int8, VulkanMemoryModelDeviceScope], [SPV_KHR_variable_pointers, SPV_KHR_vulkan_memory_model, SPV_EXT_physical_storage_buffer, SPV_KHR_subgroup_vote, SPV_KHR_shader_ballot]>, #spirv.resource_limits<>>
  } {
    "test.convert_to_module_op"() : () -> ()
    %v1 = "test.convert_to_bit_reverse_op"(%a0) : (vector<4xi32>) -> vector<4xi32>
    cf.br ^bb1
  ^bb1:
    %v2 = "test.convert_to_bit_reverse_op"(%a1) : (i8) -> i8
    %v3 = arith.constant 1 : i64
    %v4 = arith.constant -3 : i64
    %v5 = "test.convert_to_atomic_compare_exchange_weak_op"(%a2, %v3, %v4) : (!spirv.ptr<i64, Workgroup>, i64, i64) -> i64
    return %v2, %v4 : i8, i64
  }
  func.func @f1(%a0: !spirv.ptr<i32, StorageBuffer>, %a1: i32, %a2: vector<3xi32>, %a3: !spirv.ptr<i16, Workgroup>, %a4: i16) -> i16 attributes {
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.4, [Int8, Int16, Shader, AtomicStorage], [SPV_KHR_variable_pointers, SPV_KHR_8bit_storage, SPV_EXT_physical_storage_buffer]>, #spirv.resource_limits<>>
  } {
    %v1 = "test.convert_to_atomic_compare_exchange_weak_op"(%a0, %a1, %a1) : (!spirv.ptr<i32, StorageBuffer>, i32, i32) -> i32
    %v2 = "test.convert_to_bit_reverse_op"(%a2) : (vector<3xi32>) -> vector<3xi32>
    "test.sink"(%v2) : (vector<3xi32>) -> ()
    %v3 = "test.convert_to_atomic_compare_exchange_weak_op"(%a3, %a4, %a4) : (!spirv.ptr<i16, Workgroup>, i16, i16) -> i16
    return %v3 : i16
  }
  func.func @f2(%a0: !spirv.ptr<i64, Generic>, %a1: i64, %a2: vector<4xi64>, %a3: !spirv.ptr<i32, CrossWorkgroup>, %a4: i32) -> (i32, i64) attributes {
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Tessellation, Int64, AtomicStorage, StoragePushConstant16, GenericPointer, Float16Buffer], [SPV_KHR_shader_ballot]>, #spirv.resource_limits<>>
  } {
    %v1 = arith.constant 42 : i64
    %v2 = "test.convert_to_atomic_compare_exchange_weak_op"(%a0, %v1, %a1) : (!spirv.ptr<i64, Generic>, i64, i64) -> i64
    %v3 = "test.convert_to_bit_reverse_op"(%a2) : (vector<4xi64>) -> vector<4xi64>
    %v4 = "test.convert_to_atomic_compare_exchange_weak_op"(%a3, %a4, %a4) : (!spirv.ptr<i32, CrossWorkgroup>, i32, i32) -> i32
    return %v4, %v1 : i32, i64
  }
  func.func @f3(%a0: i1, %a1: i1, %a2: i32) -> (vector<4xi32>, vector<4xi32>) attributes {
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [VulkanMemoryModelDeviceScope, StorageBuffer16BitAccess, Shader, GroupNonUniformBallot, SubgroupBallotKHR], [SPV_KHR_shader_ballot]>, #spirv.resource_limits<>>
  } {
    %v1 = "test.convert_to_subgroup_ballot_op"(%a0) : (i1) -> vector<4xi32>
    %v2 = "test.convert_to_group_non_uniform_ballot_op"(%a1) : (i1) -> vector<4xi32>
    %v3 = "test.convert_to_bit_reverse_op"(%a2) : (i32) -> i32
    "test.sink"(%v3) : (i32) -> ()
    return %v1, %v2 : vector<4xi32>, vector<4xi32>
  }
  func.func @f4(%a0: vector<3xi32>, %a1: !spirv.ptr<i8, Generic>) attributes {
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.2, [Kernel, AtomicStorage, GenericPointer], []>, #spirv.resource_limits<>>
  } {
    %v1 = "test.convert_to_bit_reverse_op"(%a0) : (vector<3xi32>) -> vector<3xi32>
    %v2 = arith.constant -3 : i8
    %v3 = arith.constant 1 : i8
    %v4 = "test.convert_to_atomic_compare_exchange_weak_op"(%a1, %v2, %v3) : (!spirv.ptr<i8, Generic>, i8, i8) -> i8
    return
  }
  func.func @f5(%a0: i8, %a1: vector<4xi64>) -> vector<4xi64> attributes {
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Int8, Int64, Shader], []>, #spirv.resource_limits<>>
  } {
    %v1 = "test.convert_to_bit_reverse_op"(%a0) : (i8) -> i8
    %v2 = "test.convert_to_bit_reverse_op"(%a1) : (vector<4xi64>) -> vector<4xi64>
    "test.sink"(%v2) : (vector<4xi64>) -> ()
    return %v2 : vector<4xi64>
  }
}
