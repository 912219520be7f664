// FLAGS: --test-spirv-target-env
module {
  func.func @f0(%a0: i32) -> i32 attributes {
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.3, [UniformAndStorageBuffer8BitAccess, StorageUniform16, Int8, StoragePushConstant8, Int64, PhysicalStorageBufferAddresses, StorageBuffer8BitAccess], [SPV_KHR_integer_dot_product, SPV_KHR_variable_pointers, SPV_KHR_8bit_storage, SPV_KHR_storage_buffer_storage_class, SPV_KHR_subgroup_vote]>, #spirv.resource_limits<max_compute_workgroup_size = [64, 32, 1]>>
  } {
    %v1 = "test.convert_to_bit_reverse_op"(%a0) : (i32) -> i32
    return %v1 : i32
  }
  func.func @f1(%a0: !spirv.ptr<i32, Workgroup>, %a1: i32, %a2: !spirv.ptr<i32, StorageBuffer>) -> (i16, i16) attributes {
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [GeometryPointSize, Int64Atomics, Shader, UniformAndStorageBuffer8BitAccess, Int16, Kernel], [SPV_KHR_variable_pointers]>, Qualcomm:DiscreteGPU:0x1234, #spirv.resource_limits<>>
  } {
    %v1 = "test.convert_to_atomic_compare_exchange_weak_op"(%a0, %a1, %a1) : (!spirv.ptr<i32, Workgroup>, i32, i32) -> i32
    %v2 = spirv.Constant 0 : i16
    %v3 = "test.convert_to_bit_reverse_op"(%v2) : (i16) -> i16
    %v4 = "test.convert_to_atomic_compare_exchange_weak_op"(%a2, %v1, %a1) : (!spirv.ptr<i32, StorageBuffer>, i32, i32) -> i32
    return %v2, %v3 : i16, i16
  }
  func.func @f2(%a0: !spirv.ptr<i16, StorageBuffer>, %a1: i16) attributes {
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.1, [Int16, Shader, StorageBuffer16BitAccess], [SPV_KHR_storage_buffer_storage_class, SPV_KHR_16bit_storage]>, #spirv.resource_limits<>>
  } {
    %v1 = arith.constant 42 : i32
    %v2 = "test.convert_to_bit_reverse_op"(%v1) : (i32) -> i32
    "test.sink"(%v2) : (i32) -> ()
    %v3 = arith.constant 1 : i16
    %v4 = "test.convert_to_atomic_compare_exchange_weak_op"(%a0, %a1, %v3) : (!spirv.ptr<i16, StorageBuffer>, i16, i16) -> i16
    return
  }
  func.func @f3(%a0: i32) -> i32 attributes {
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.2, [SubgroupBallotKHR, StorageBuffer16BitAccess, AtomicStorage, StorageUniform16], []>, #spirv.resource_limits<>>
  } {
    %v1 = "test.convert_to_bit_reverse_op"(%a0) : (i32) -> i32
    "test.sink"(%v1) : (i32) -> ()
    return %v1 : i32
  }
  func.func @f4(%a0: i64) attributes {
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.6, [StoragePushConstant8, Shader, Int64Atomics, SubgroupBallotKHR, StorageInputOutput16], [SPV_KHR_storage_buffer_storage_class, SPV_KHR_16bit_storage, SPV_KHR_vulkan_memory_model, SPV_KHR_integer_dot_product]>, #spirv.resource_limits<>>
  } {
    %v1 = "test.convert_to_bit_reverse_op"(%a0) : (i64) -> i64
    return
  }
}
