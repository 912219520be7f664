// FLAGS: --test-spirv-target-env
module {
  func.func @f0(%a0: vector<4xi32>) -> vector<4xi32> attributes {
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.6, [UniformAndStorageBuffer8BitAccess, Shader, Int64], [SPV_KHR_integer_dot_product]>, #spirv.resource_limits<>>
  } {
    %v1 = spirv.Constant 3 : i32
    %v2 = "test.convert_to_bit_reverse_op"(%v1) : (i32) -> i32
    %v3 = "test.convert_to_bit_reverse_op"(%a0) : (vector<4xi32>) -> vector<4xi32>
    return %v3 : vector<4xi32>
  }
  func.func @f1(%a0: !spirv.ptr<i16, StorageBuffer>, %a1: i16) -> (vector<4xi32>, i32) attributes {
    llvm.emit_c_interface,
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.6, [StorageUniform16, GeometryPointSize, GroupNonUniform, StorageBuffer16BitAccess, Float16Buffer, Int64, GenericPointer], [SPV_KHR_8bit_storage, SPV_KHR_storage_buffer_storage_class, SPV_KHR_physical_storage_buffer, SPV_KHR_vulkan_memory_model]>, #spirv.resource_limits<>>
  } {
    %v1 = "test.convert_to_atomic_compare_exchange_weak_op"(%a0, %a1, %a1) : (!spirv.ptr<i16, StorageBuffer>, i16, i16) -> i16
    %v2 = arith.constant 1 : i32
    %v3 = "test.convert_to_bit_reverse_op"(%v2) : (i32) -> i32
    %v4 = arith.constant true
    %v5 = "test.convert_to_group_non_uniform_ballot_op"(%v4) : (i1) -> vector<4xi32>
    %v6 = "test.convert_to_bit_reverse_op"(%v2) : (i32) -> i32
    return %v5, %v3 : vector<4xi32>, i32
  }
  func.func @f2(%a0: !spirv.ptr<i16, CrossWorkgroup>, %a1: i16, %a2: i16, %a3: !spirv.ptr<i8, Workgroup>, %a4: i8) attributes {
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.5, [StoragePushConstant16, Float16Buffer, Shader, Int16, Geometry, Int8, Addresses, Tessellation, StorageBuffer16BitAccess], [SPV_KHR_physical_storage_buffer, SPV_KHR_16bit_storage, SPV_KHR_integer_dot_product]>, #spirv.resource_limits<>>
  } {
    %v1 = "test.convert_to_atomic_compare_exchange_weak_op"(%a0, %a1, %a2) : (!spirv.ptr<i16, CrossWorkgroup>, i16, i16) -> i16
    %v2 = arith.constant 7 : i8
    %v3 = "test.convert_to_atomic_compare_exchange_weak_op"(%a3, %a4, %v2) : (!spirv.ptr<i8, Workgroup>, i8, i8) -> i8
    %v4 = arith.constant false
    %v5 = "test.convert_to_group_non_uniform_ballot_op"(%v4) : (i1) -> vector<4xi32>
    %v6 = "test.convert_to_bit_reverse_op"(%a1) : (i16) -> i16
    return
  }
  func.func @f3(%a0: !spirv.ptr<i32, Image>, %a1: i32) -> i32 attributes {
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.3, [StorageBuffer8BitAccess, StoragePushConstant8, Int8, StorageInputOutput16, StorageBuffer16BitAccess, Float16Buffer, Int64Atomics, UniformAndStorageBuffer8BitAccess, Addresses], [SPV_KHR_subgroup_vote, SPV_KHR_integer_dot_product, SPV_KHR_physical_storage_buffer]>, Intel:CPU, #spirv.resource_limits<>>
  } {
    %v1 = "test.convert_to_atomic_compare_exchange_weak_op"(%a0, %a1, %a1) : (!spirv.ptr<i32, Image>, i32, i32) -> i32
    return %v1 : i32
  }
}
