// FLAGS: --test-spirv-target-env
module {
  func.func @f0(%a0: i1) -> vector<4xi32> {
    %v1 = "test.convert_to_group_non_uniform_ballot_op"(%a0) : (i1) -> vector<4xi32>
    return %v1 : vector<4xi32>
  }
  func.func @f1(%a0: !spirv.ptr<i32, StorageBuffer>, %a1: i32, %a2: vector<4xi8>) -> i32 attributes {
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Int8, AtomicStorage, VulkanMemoryModel, Int64, VulkanMemoryModelDeviceScope, StoragePushConstant16], [SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<>>
  } {
    %v1 = spirv.Constant 0 : i32
    %v2 = "test.convert_to_atomic_compare_exchange_weak_op"(%a0, %a1, %v1) : (!spirv.ptr<i32, StorageBuffer>, i32, i32) -> i32
    %v3 = "test.convert_to_bit_reverse_op"(%a2) : (vector<4xi8>) -> vector<4xi8>
    return %v1 : i32
  }
}
