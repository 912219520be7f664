// FLAGS: --test-spirv-target-env
module {
  func.func @f0(%a0: i1, %a1: i1, %a2: !spirv.ptr<i16, Function>, %a3: i16) -> vector<4xi32> attributes {
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.3, [GroupNonUniformBallot, AtomicStorage, Kernel, Int16], []>, #spirv.resource_limits<>>
  } {
    %v1 = "test.convert_to_group_non_uniform_ballot_op"(%a0) : (i1) -> vector<4xi32>
    %v2 = "test.convert_to_group_non_uniform_ballot_op"(%a1) : (i1) -> vector<4xi32>
    %v3 = "test.convert_to_atomic_compare_exchange_weak_op"(%a2, %a3, %a3) : (!spirv.ptr<i16, Function>, i16, i16) -> i16
    return %v1 : vector<4xi32>
  }
  func.func @f1(%a0: !spirv.ptr<i32, PhysicalStorageBuffer>, %a1: i32) -> i32 attributes {
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.5, [Addresses, StorageBuffer16BitAccess, GroupNonUniformBallot, GroupNonUniformVote, StoragePushConstant16, UniformAndStorageBuffer8BitAccess, Int16, VulkanMemoryModelDeviceScope], [SPV_KHR_physical_storage_buffer, SPV_KHR_integer_dot_product]>, #spirv.resource_limits<>>
  } {
    %v1 = "test.convert_to_atomic_compare_exchange_weak_op"(%a0, %a1, %a1) : (!spirv.ptr<i32, PhysicalStorageBuffer>, i32, i32) -> i32
    return %v1 : i32
  }
  func.func @f2(%a0: i1, %a1: !spirv.ptr<i8, AtomicCounter>, %a2: i8) attributes {
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.3, [StoragePushConstant8, Kernel, GroupNonUniformBallot, GroupNonUniform], [SPV_KHR_variable_pointers, SPV_KHR_16bit_storage, SPV_KHR_shader_ballot]>, #spirv.resource_limits<>>
  } {
    %v1 = "test.convert_to_group_non_uniform_ballot_op"(%a0) : (i1) -> vector<4xi32>
    %v2 = arith.constant false
    %v3 = "test.convert_to_group_non_uniform_ballot_op"(%v2) : (i1) -> vector<4xi32>
    %v4 = "test.convert_to_group_non_uniform_ballot_op"(%a0) : (i1) -> vector<4xi32>
    "test.sink"(%v4) : (vector<4xi32>) -> ()
    %v5 = "test.convert_to_atomic_compare_exchange_weak_op"(%a1, %a2, %a2) : (!spirv.ptr<i8, AtomicCounter>, i8, i8) -> i8
    return
  }
  func.func @f3(%a0: !spirv.ptr<i8, Workgroup>, %a1: i8, %a2: i8, %a3: i1, %a4: i16) -> (vector<4xi32>, vector<4xi32>) attributes {
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [StorageInputOutput16, StoragePushConstant16, VulkanMemoryModelDeviceScope, GroupNonUniform, StorageUniform16, Int8, Matrix, Geometry, AtomicStorage, GenericPointer], [SPV_KHR_integer_dot_product]>, #spirv.resource_limits<>>
  } {
    %v1 = "test.convert_to_atomic_compare_exchange_weak_op"(%a0, %a1, %a2) : (!spirv.ptr<i8, Workgroup>, i8, i8) -> i8
    %v2 = "test.convert_to_subgroup_ballot_op"(%a3) : (i1) -> vector<4xi32>
    %v3 = "test.convert_to_bit_reverse_op"(%a4) : (i16) -> i16
    %v4 = "test.convert_to_group_non_uniform_ballot_op"(%a3) : (i1) -> vector<4xi32>
    return %v2, %v4 : vector<4xi32>, vector<4xi32>
  }
}
