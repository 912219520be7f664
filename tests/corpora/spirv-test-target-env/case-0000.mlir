// FLAGS: --test-spirv-target-env
module {
  func.func @f0(%a0: i1, %a1: !spirv.ptr<i32, Workgroup>, %a2: i32, %a3: !spirv.ptr<i8, StorageBuffer>, %a4: i8, %a5: i8) {
    %v1 = "test.convert_to_group_non_uniform_ballot_op"(%a0) : (i1) -> vector<4xi32>
    %v2 = "test.convert_to_atomic_compare_exchange_weak_op"(%a1, %a2, %a2) : (!spirv.ptr<i32, Workgroup>, i32, i32) -> i32
    %v3 = "test.convert_to_atomic_compare_exchange_weak_op"(%a3, %a4, %a5) : (!spirv.ptr<i8, StorageBuffer>, i8, i8) -> i8
    return
  }
  func.func @f1(%a0: i8, %a1: !spirv.ptr<i64, Uniform>, %a2: i64) attributes {
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.5, [Int8, Int64, Shader, VulkanMemoryModel, AtomicStorage, Kernel, PhysicalStorageBufferAddresses], [SPV_KHR_vulkan_memory_model, SPV_EXT_physical_storage_buffer]>, #spirv.resource_limits<>>
  } {
    "test.convert_to_module_op"() : () -> ()
    %v1 = "test.convert_to_bit_reverse_op"(%a0) : (i8) -> i8
    %v2 = spirv.Constant 12 : i64
    %v3 = "test.convert_to_atomic_compare_exchange_weak_op"(%a1, %a2, %v2) : (!spirv.ptr<i64, Uniform>, i64, i64) -> i64
    return
  }
  func.func @f2(%a0: !spirv.ptr<i32, Workgroup>, %a1: i32) -> (i32, i32) attributes {
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.2, [Kernel, AtomicStorage], []>, #spirv.resource_limits<>>
  } {
    %v1 = arith.constant 0 : i32
    %v2 = "test.convert_to_atomic_compare_exchange_weak_op"(%a0, %v1, %a1) : (!spirv.ptr<i32, Workgroup>, i32, i32) -> i32
    return %v1, %v2 : i32, i32
  }
}
