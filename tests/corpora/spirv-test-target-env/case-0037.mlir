// FLAGS: --test-spirv-target-env
module {
  func.func @f0(%a0: !spirv.ptr<i8, StorageBuffer>, %a1: !spirv.ptr<i32, StorageBuffer>, %a2: i32, %a3: i32, %a4: vector<2xi32>) attributes {
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.1, [Kernel, AtomicStorage, Geometry, StorageBuffer8BitAccess, Matrix, StorageBuffer16BitAccess, GroupNonUniform, StoragePushConstant16], [SPV_KHR_variable_pointers, SPV_KHR_8bit_storage]>, #spirv.resource_limits<>>
  } {
    %v1 = arith.constant 42 : i8
    %v2 = "test.convert_to_atomic_compare_exchange_weak_op"(%a0, %v1, %v1) : (!spirv.ptr<i8, StorageBuffer>, i8, i8) -> i8
    %v3 = "test.convert_to_atomic_compare_exchange_weak_op"(%a1, %a2, %a3) : (!spirv.ptr<i32, StorageBuffer>, i32, i32) -> i32
    %v4 = "test.convert_to_bit_reverse_op"(%a2) : (i32) -> i32
    %v5 = "test.convert_to_bit_reverse_op"(%a4) : (vector<2xi32>) -> vector<2xi32>
    return
  }
  func.func @f1(%a0: vector<3xi32>) -> vector<3xi32> attributes {
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [DotProduct, Shader, Kernel, Geometry], [SPV_KHR_storage_buffer_storage_class, SPV_KHR_variable_pointers, SPV_KHR_8bit_storage, SPV_KHR_integer_dot_product, SPV_KHR_subgroup_vote]>, #spirv.resource_limits<>>
  } {
    %v1 = "test.convert_to_bit_reverse_op"(%a0) : (vector<3xi32>) -> vector<3xi32>
    "test.sink"(%v1) : (vector<3xi32>) -> ()
    return %v1 : vector<3xi32>
  }
}
