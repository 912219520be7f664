// FLAGS: --test-spirv-target-env
module {
  func.func @f0(%a0: i32) -> i32 attributes {
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.6, [], []>, #spirv.resource_limits<>>
  } {
    %v1 = "test.convert_to_bit_reverse_op"(%a0) : (i32) -> i32
    "test.sink"(%v1) : (i32) -> ()
    return %v1 : i32
  }
  func.func @f1(%a0: !spirv.ptr<i16, CrossWorkgroup>, %a1: !spirv.ptr<i16, Workgroup>, %a2: i8, %a3: i1) attributes {
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.3, [Shader, Int8, StorageBuffer16BitAccess, Int16, AtomicStorage], [SPV_KHR_vulkan_memory_model, SPV_KHR_physical_storage_buffer]>, #spirv.resource_limits<>>
  } {
    %v1 = arith.constant 42 : i16
    %v2 = "test.convert_to_atomic_compare_exchange_weak_op"(%a0, %v1, %v1) : (!spirv.ptr<i16, CrossWorkgroup>, i16, i16) -> i16
    %v3 = "test.convert_to_atomic_compare_exchange_weak_op"(%a1, %v2, %v1) : (!spirv.ptr<i16, Workgroup>, i16, i16) -> i16
    %v4 = "test.convert_to_bit_reverse_op"(%a2) : (i8) -> i8
    %v5 = "test.convert_to_group_non_uniform_ballot_op"(%a3) : (i1) -> vector<4xi32>
    return
  }
  func.func @f2(%a0: i1) -> vector<4xi32> attributes {
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.6, [StoragePushConstant8, GroupNonUniform], []>, #spirv.resource_limits<>>
  } {
    %v1 = "test.convert_to_subgroup_ballot_op"(%a0) : (i1) -> vector<4xi32>
    return %v1 : vector<4xi32>
  }
  func.func @f3(%a0: !spirv.ptr<i32, Workgroup>, %a1: i32, %a2: !spirv.ptr<i8, Workgroup>, %a3: i8, %a4: i8, %a5: i32) attributes {
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.3, [PhysicalStorageBufferAddresses, Int8, GroupNonUniformBallot, Shader], []>, NVIDIA:DiscreteGPU, #spirv.resource_limits<>>
  } {
    %v1 = "test.convert_to_atomic_compare_exchange_weak_op"(%a0, %a1, %a1) : (!spirv.ptr<i32, Workgroup>, i32, i32) -> i32
    %v2 = arith.constant true
    %v3 = "test.convert_to_group_non_uniform_ballot_op"(%v2) : (i1) -> vector<4xi32>
    "test.sink"(%v3) : (vector<4xi32>) -> ()
    %v4 = "test.convert_to_atomic_compare_exchange_weak_op"(%a2, %a3, %a4) : (!spirv.ptr<i8, Workgroup>, i8, i8) -> i8
    %v5 = "test.convert_to_bit_reverse_op"(%a5) : (i32) -> i32
    return
  }
  func.func @f4(%a0: !spirv.ptr<i32, PhysicalStorageBuffer>, %a1: i32, %a2: i32, %a3: i1, %a4: i64, %a5: i64) -> i64 attributes {
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [PhysicalStorageBufferAddresses, Kernel, AtomicStorage, SubgroupBallotKHR, Shader], [SPV_KHR_shader_ballot, SPV_EXT_physical_storage_buffer]>, #spirv.resource_limits<>>
  } {
    %v1 = "test.convert_to_atomic_compare_exchange_weak_op"(%a0, %a1, %a2) : (!spirv.ptr<i32, PhysicalStorageBuffer>, i32, i32) -> i32
    %v2 = "test.convert_to_subgroup_ballot_op"(%a3) : (i1) -> vector<4xi32>
    %v3 = "test.convert_to_bit_reverse_op"(%a4) : (i64) -> i64
    %v4 = "test.convert_to_bit_reverse_op"(%a5) : (i64) -> i64
    return %v3 : i64
  }
}
