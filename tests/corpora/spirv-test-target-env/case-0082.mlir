// FLAGS: --test-spirv-target-env
module {
  func.func @f0(%a0: i1, %a1: i64, %a2: !spirv.ptr<i32, Workgroup>, %a3: i32, %a4: i32) -> (i32, vector<4xi32>) attributes {
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.6, [StorageUniform16, AtomicStorage, GeometryPointSize, Shader, VulkanMemoryModel, DotProduct, UniformAndStorageBuffer8BitAccess, StoragePushConstant16, GroupNonUniform, GroupNonUniformVote, VulkanMemoryModelDeviceScope, Addresses], [SPV_KHR_variable_pointers, SPV_EXT_physical_storage_buffer, SPV_KHR_subgroup_vote]>, #spirv.resource_limits<>>
  } {
    %v1 = "test.convert_to_subgroup_ballot_op"(%a0) : (i1) -> vector<4xi32>
    %v2 = "test.convert_to_bit_reverse_op"(%a1) : (i64) -> i64
    %v3 = "test.convert_to_atomic_compare_exchange_weak_op"(%a2, %a3, %a4) : (!spirv.ptr<i32, Workgroup>, i32, i32) -> i32
    return %v3, %v1 : i32, vector<4xi32>
  }
  func.func @f1(%a0: i1, %a1: i32) -> (i32, vector<4xi32>) attributes {
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.2, [VulkanMemoryModelDeviceScope, Shader, GeometryPointSize, GenericPointer, Tessellation, GroupNonUniformBallot], [SPV_KHR_physical_storage_buffer, SPV_KHR_vulkan_memory_model, SPV_EXT_physical_storage_buffer, SPV_KHR_8bit_storage]>, #spirv.resource_limits<subgroup_size = 64>>,
    llvm.emit_c_interface
  } {
    %v1 = "test.convert_to_group_non_uniform_ballot_op"(%a0) : (i1) -> vector<4xi32>
    %v2 = arith.constant false
    %v3 = "test.convert_to_group_non_uniform_ballot_op"(%v2) : (i1) -> vector<4xi32>
    %v4 = "test.convert_to_bit_reverse_op"(%a1) : (i32) -> i32
    return %v4, %v3 : i32, vector<4xi32>
  }
}
