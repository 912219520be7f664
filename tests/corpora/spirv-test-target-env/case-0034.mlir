// FLAGS: --test-spirv-target-env
module {
  func.func @f0(%a0: i1, %a1: !spirv.ptr<i32, AtomicCounter>) -> i32 attributes {
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Kernel, SubgroupBallotKHR], [SPV_KHR_shader_ballot]>, #spirv.resource_limits<>>
  } {
    %v1 = "test.convert_to_subgroup_ballot_op"(%a0) : (i1) -> vector<4xi32>
    %v2 = arith.constant 0 : i32
    %v3 = "test.convert_to_atomic_compare_exchange_weak_op"(%a1, %v2, %v2) : (!spirv.ptr<i32, AtomicCounter>, i32, i32) -> i32
    return %v2 : i32
  }
  func.func @f1(%a0: !spirv.ptr<i32, Workgroup>, %a1: i32) attributes {
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.1, [StorageInputOutput16, Int64, GeometryPointSize, Tessellation, StoragePushConstant8, Float16, DotProduct, Shader, StorageBuffer16BitAccess, StorageBuffer8BitAccess, Vector16, GroupNonUniformVote, Float64, UniformAndStorageBuffer8BitAccess, Int64Atomics], [SPV_KHR_8bit_storage]>, api=Vulkan, #spirv.resource_limits<>>
  } {
    "test.convert_to_module_op"() : () -> ()
    %v1 = "test.convert_to_atomic_compare_exchange_weak_op"(%a0, %a1, %a1) : (!spirv.ptr<i32, Workgroup>, i32, i32) -> i32
    "test.convert_to_module_op"() : () -> ()
    return
  }
  func.func @f2(%a0: i32, %a1: vector<8xi32>) -> (vector<8xi32>, i32) attributes {
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.1, [Vector16, Shader], []>, #spirv.resource_limits<>>
  } {
    %v1 = "test.convert_to_bit_reverse_op"(%a0) : (i32) -> i32
    "test.sink"(%v1) : (i32) -> ()
    %v2 = "test.convert_to_bit_reverse_op"(%a1) : (vector<8xi32>) -> vector<8xi32>
    return %v2, %v1 : vector<8xi32>, i32
  }
  func.func @f3(%a0: i1) attributes {
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.2, [GroupNonUniformBallot], [SPV_KHR_variable_pointers]>, #spirv.resource_limits<>>
  } {
    %v1 = "test.convert_to_group_non_uniform_ballot_op"(%a0) : (i1) -> vector<4xi32>
    return
  }
  func.func @f4(%a0: i1) attributes {
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.1, [GroupNonUniformBallot], []>, api=WebGPU, #spirv.resource_limits<>>
  } {
    %v1 = "test.convert_to_group_non_uniform_ballot_op"(%a0) : (i1) -> vector<4xi32>
    return
  }
  func.func @f5(%a0: !spirv.ptr<i64, Uniform>, %a1: i64, %a2: i8) -> (i8, i64) attributes {
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.2, [Int64, AtomicStorage, Float16Buffer, Kernel, Float16, Int8, Shader, UniformAndStorageBuffer8BitAccess], []>, #spirv.resource_limits<>>
  } {
    %v1 = arith.constant 7 : i64
    %v2 = "test.convert_to_atomic_compare_exchange_weak_op"(%a0, %v1, %a1) : (!spirv.ptr<i64, Uniform>, i64, i64) -> i64
    %v3 = "test.convert_to_bit_reverse_op"(%a2) : (i8) -> i8
    return %v3, %v1 : i8, i64
  }
}
