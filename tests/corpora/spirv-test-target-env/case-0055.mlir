// FLAGS: --test-spirv-target-env
module {
  func.func @f0(%a0: i1) attributes {
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.6, [Int16, GroupNonUniformVote, GroupNonUniformBallot, GenericPointer], [SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<>>
  } {
    %v1 = "test.convert_to_group_non_uniform_ballot_op"(%a0) : (i1) -> vector<4xi32>
    return
  }
  func.func @f1(%a0: i1, %a1: !spirv.ptr<i16, StorageBuffer>, %a2: i16) attributes {
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.3, [StorageBuffer16BitAccess, SubgroupBallotKHR, Shader, Int16, GroupNonUniformBallot, Float16Buffer, AtomicStorage], [SPV_KHR_shader_ballot]>, #spirv.resource_limits<>>,
    a.note = "x"
  } {
    %v1 = "test.convert_to_subgroup_ballot_op"(%a0) : (i1) -> vector<4xi32>
    %v2 = arith.constant false
    %v3 = "test.convert_to_group_non_uniform_ballot_op"(%v2) : (i1) -> vector<4xi32>
    %v4 = "test.convert_to_atomic_compare_exchange_weak_op"(%a1, %a2, %a2) : (!spirv.ptr<i16, StorageBuffer>, i16, i16) -> i16
    return
  }
  func.func @f2(%a0: i1) -> vector<4xi32> attributes {
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.6, [StorageInputOutput16, Float16, Shader, GroupNonUniformBallot, StorageBuffer16BitAccess, PhysicalStorageBufferAddresses], []>, api=OpenCL, #spirv.resource_limits<min_subgroup_size = 16, max_subgroup_size = 32>>
  } {
    %v1 = arith.constant false
    %v2 = "test.convert_to_group_non_uniform_ballot_op"(%v1) : (i1) -> vector<4xi32>
    %v3 = "test.convert_to_group_non_uniform_ballot_op"(%a0) : (i1) -> vector<4xi32>
    "test.sink"(%v3) : (vector<4xi32>) -> ()
    %v4 = "test.convert_to_group_non_uniform_ballot_op"(%v1) : (i1) -> vector<4xi32>
    %v5 = "test.convert_to_bit_reverse_op"(%v3) : (vector<4xi32>) -> vector<4xi32>
    return %v2 : vector<4xi32>
  }
  func.func @f3(%a0: !spirv.ptr<i64, Function>, %a1: i64, %a2: !spirv.ptr<i32, Workgroup>, %a3: i32) -> (i32, i32) attributes {
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [SubgroupBallotKHR, Tessellation, StorageInputOutput16], [SPV_KHR_variable_pointers, SPV_KHR_16bit_storage, SPV_KHR_storage_buffer_storage_class, SPV_EXT_physical_storage_buffer]>, api=WebGPU, #spirv.resource_limits<>>
  } {
    %v1 = "test.convert_to_atomic_compare_exchange_weak_op"(%a0, %a1, %a1) : (!spirv.ptr<i64, Function>, i64, i64) -> i64
    %v2 = spirv.Constant 3 : i32
    %v3 = "test.convert_to_atomic_compare_exchange_weak_op"(%a2, %a3, %v2) : (!spirv.ptr<i32, Workgroup>, i32, i32) -> i32
    %v4 = arith.constant true
    %v5 = "test.convert_to_subgroup_ballot_op"(%v4) : (i1) -> vector<4xi32>
    %v6 = "test.convert_to_subgroup_ballot_op"(%v4) : (i1) -> vector<4xi32>
    return %v3, %v2 : i32, i32
  }
  func.func @f4(%a0: i1, %a1: i32, %a2: i1) -> (vector<4xi32>, i32) attributes {
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.4, [AtomicStorage], []>, #spirv.resource_limits<>>
  } {
    %v1 = "test.convert_to_group_non_uniform_ballot_op"(%a0) : (i1) -> vector<4xi32>
    %v2 = "test.convert_to_bit_reverse_op"(%a1) : (i32) -> i32
    %v3 = "test.convert_to_group_non_uniform_ballot_op"(%a2) : (i1) -> vector<4xi32>
    return %v3, %v2 : vector<4xi32>, i32
  }
}
