// FLAGS: --test-spirv-target-env
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [StorageInputOutput16, SubgroupBallotKHR, StoragePushConstant16, GenericPointer, PhysicalStorageBufferAddresses, VulkanMemoryModelDeviceScope, Float16, Matrix, VulkanMemoryModel, GeometryPointSize], [SPV_EXT_physical_storage_buffer, SPV_KHR_variable_pointers]>, #spirv.resource_limits<>>} {
  func.func @f0(%a0: !spirv.ptr<i8, Generic>, %a1: i8, %a2: i1) attributes {
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.3, [Int8, AtomicStorage, GenericPointer, StorageInputOutput16, Vector16, SubgroupBallotKHR, GroupNonUniformBallot], [SPV_KHR_vulkan_memory_model, SPV_KHR_shader_ballot]>, #spirv.resource_limits<>>
  } {
    %v1 = arith.constant -3 : i8
    %v2 = "test.convert_to_atomic_compare_exchange_weak_op"(%a0, %v1, %a1) : (!spirv.ptr<i8, Generic>, i8, i8) -> i8
    %v3 = "test.convert_to_group_non_uniform_ballot_op"(%a2) : (i1) -> vector<4xi32>
    %v4 = arith.constant false
    %v5 = "test.convert_to_subgroup_ballot_op"(%v4) : (i1) -> vector<4xi32>
    return
  }
  func.func @f1(%a0: i1) -> vector<4xi32> attributes {
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Kernel, GroupNonUniformBallot, AtomicStorage], [SPV_KHR_shader_ballot]>, #spirv.resource_limits<>>,
    a.note = "x"
  } {
    %v1 = "test.convert_to_subgroup_ballot_op"(%a0) : (i1) -> vector<4xi32>
    return %v1 : vector<4xi32>
  }
  func.func @f2() -> (i1, vector<4xi32>) attributes {
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.1, [GroupNonUniformBallot, Float64, StorageBuffer16BitAccess], []>, #spirv.resource_limits<>>
  } {
    %v1 = arith.constant true
    %v2 = "test.convert_to_group_non_uniform_ballot_op"(%v1) : (i1) -> vector<4xi32>
    return %v1, %v2 : i1, vector<4xi32>
  }
  func.func @f3() attributes {
    llvm.emit_c_interface,
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.1, [StorageInputOutput16, VulkanMemoryModel, PhysicalStorageBufferAddresses], [SPV_KHR_vulkan_memory_model]>, #spirv.resource_limits<>>
  } {
    "test.convert_to_module_op"() : () -> ()
    return
  }
}
