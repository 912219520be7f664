// FLAGS: --test-spirv-target-env
module {
  func.func @f0(%a0: !spirv.ptr<i32, Workgroup>, %a1: i32) {
    %v1 = spirv.Constant 3 : i32
    %v2 = "test.convert_to_atomic_compare_exchange_weak_op"(%a0, %v1, %a1) : (!spirv.ptr<i32, Workgroup>, i32, i32) -> i32
    return
  }
  func.func @f1(%a0: !spirv.ptr<i32, StorageBuffer>, %a1: i32) -> (i32, i32) attributes {
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.1, [Shader, AtomicStorage, Kernel], [SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<>>
  } {
    %v1 = spirv.Constant 12 : i32
    %v2 = "test.convert_to_atomic_compare_exchange_weak_op"(%a0, %a1, %v1) : (!spirv.ptr<i32, StorageBuffer>, i32, i32) -> i32
    return %v1, %v2 : i32, i32
  }
}
