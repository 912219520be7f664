// FLAGS: --test-spirv-target-env
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.4, [GroupNonUniform, PhysicalStorageBufferAddresses, GroupNonUniformVote, Tessellation, Addresses, Matrix, GroupNonUniformBallot, Int16, Float16Buffer, StoragePushConstant16, Float64], [SPV_KHR_physical_storage_buffer, SPV_KHR_storage_buffer_storage_class, SPV_EXT_physical_storage_buffer, SPV_KHR_shader_ballot]>, #spirv.resource_limits<>>} {
  func.func @f0(%a0: i32, %a1: i1, %a2: i1) attributes {
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.5, [Shader, SubgroupBallotKHR, GroupNonUniformBallot], [SPV_KHR_shader_ballot]>, #spirv.resource_limits<>>
  } {
    %v1 = "test.convert_to_bit_reverse_op"(%a0) : (i32) -> i32
    %v2 = "test.convert_to_subgroup_ballot_op"(%a1) : (i1) -> vector<4xi32>
    %v3 = "test.convert_to_group_non_uniform_ballot_op"(%a2) : (i1) -> vector<4xi32>
    return
  }
  func.func private @decl(i32) -> i32 attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.6, [Vector16, StorageInputOutput16, Tessellation, StorageBuffer8BitAccess, PhysicalStorageBufferAddresses, StoragePushConstant8], [SPV_KHR_physical_storage_buffer, SPV_KHR_vulkan_memory_model]>, #spirv.resource_limits<min_subgroup_size = 16, max_subgroup_size = 32>>}
  func.func @f1(%a0: !spirv.ptr<i32, AtomicCounter>) -> i32 attributes {
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.5, [GenericPointer, AtomicStorage], [SPV_KHR_shader_ballot, SPV_KHR_physical_storage_buffer, SPV_KHR_integer_dot_product]>, #spirv.resource_limits<max_compute_workgroup_size = [64, 32, 1]>>,
    llvm.emit_c_interface
  } {
    %v1 = spirv.Constant -7 : i32
    %v2 = "test.convert_to_atomic_compare_exchange_weak_op"(%a0, %v1, %v1) : (!spirv.ptr<i32, AtomicCounter>, i32, i32) -> i32
    return %v1 : i32
  }
  func.func @f2(%a0: i32) attributes {
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.4, [Geometry], []>, #spirv.resource_limits<>>
  } {
    %v1 = "test.convert_to_bit_reverse_op"(%a0) : (i32) -> i32
    return
  }
  func.func @f3(%a0: i1, %a1: i64, %a2: i1) -> i64 attributes {
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.4, [GroupNonUniformBallot, Int64, Shader, SubgroupBallotKHR], [SPV_KHR_shader_ballot]>, AMD:IntegratedGPU, #spirv.resource_limits<>>
  } {
    %v1 = "test.convert_to_group_non_uniform_ballot_op"(%a0) : (i1) -> vector<4xi32>
    %v2 = "test.convert_to_bit_reverse_op"(%a1) : (i64) -> i64
    %v3 = "test.convert_to_subgroup_ballot_op"(%a2) : (i1) -> vector<4xi32>
    return %v2 : i64
  }
  func.func @f4(%a0: i1) -> vector<4xi32> attributes {
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.3, [StorageBuffer16BitAccess, GroupNonUniformVote, Float64, StoragePushConstant16, GenericPointer, StorageUniform16, Kernel, Int16, Tessellation], []>, #spirv.resource_limits<>>
  } {
    %v1 = arith.constant true
    %v2 = "test.convert_to_subgroup_ballot_op"(%v1) : (i1) -> vector<4xi32>
    %v3 = "test.convert_to_subgroup_ballot_op"(%a0) : (i1) -> vector<4xi32>
    return %v2 : vector<4xi32>
  }
  func.func @f5(%a0: !spirv.ptr<i32, StorageBuffer>, %a1: i32, %a2: i32) -> i1 attributes {
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.5, [GenericPointer, Int64, Float16, Int16, Float64, GroupNonUniformBallot, StorageUniform16, StorageBuffer16BitAccess, GroupNonUniformVote], [SPV_KHR_storage_buffer_storage_class, SPV_EXT_physical_storage_buffer, SPV_KHR_subgroup_vote]>, #spirv.resource_limits<>>
  } {
    %v1 = arith.constant true
    %v2 = "test.convert_to_subgroup_ballot_op"(%v1) : (i1) -> vector<4xi32>
    "test.sink"(%v2) : (vector<4xi32>) -> ()
    %v3 = "test.convert_to_subgroup_ballot_op"(%v1) : (i1) -> vector<4xi32>
    "test.convert_to_module_op"() : () -> ()
    %v4 = "test.convert_to_atomic_compare_exchange_weak_op"(%a0, %a1, %a2) : (!spirv.ptr<i32, StorageBuffer>, i32, i32) -> i32
    return %v1 : i1
  }
}
