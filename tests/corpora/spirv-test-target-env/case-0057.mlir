// FLAGS: --test-spirv-target-env
module {
  func.func @f0(%a0: !spirv.ptr<i32, StorageBuffer>, %a1: i32, %a2: !spirv.ptr<i32, StorageBuffer>) -> (i32, i32) attributes {
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.2, [AtomicStorage, Shader], [SPV_KHR_variable_pointers]>, api=WebGPU, #spirv.resource_limits<>>
  } {
    %v1 = "test.convert_to_atomic_compare_exchange_weak_op"(%a0, %a1, %a1) : (!spirv.ptr<i32, StorageBuffer>, i32, i32) -> i32
    %v2 = arith.constant 42 : i32
    %v3 = "test.convert_to_atomic_compare_exchange_weak_op"(%a2, %v1, %v2) : (!spirv.ptr<i32, StorageBuffer>, i32, i32) -> i32
    "test.sink"(%v3) : (i32) -> ()
    return %v1, %v2 : i32, i32
  }
  func.func @f1() attributes {
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.1, [PhysicalStorageBufferAddresses, VulkanMemoryModel, StorageBuffer16BitAccess], [SPV_EXT_physical_storage_buffer]>, #spirv.resource_limits<>>
  } {
    "test.convert_to_module_op"() : () -> ()
    return
  }
}
