// FLAGS: --test-spirv-target-env
module {
  func.func @f0() -> (vector<4xi32>, i1) attributes {
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.6, [AtomicStorage, GroupNonUniformBallot, PhysicalStorageBufferAddresses, Tessellation], []>, #spirv.resource_limits<>>
  } {
    %v1 = arith.constant false
    %v2 = "test.convert_to_group_non_uniform_ballot_op"(%v1) : (i1) -> vector<4xi32>
    return %v2, %v1 : vector<4xi32>, i1
  }
  func.func @f1(%a0: !spirv.ptr<i32, Private>, %a1: i32, %a2: i32) attributes {
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.3, [Kernel, VulkanMemoryModel, PhysicalStorageBufferAddresses, StorageUniform16, Shader, GroupNonUniformVote], [SPV_KHR_subgroup_vote, SPV_KHR_physical_storage_buffer, SPV_KHR_vulkan_memory_model]>, #spirv.resource_limits<max_compute_workgroup_size = [64, 32, 1]>>
  } {
    "test.convert_to_module_op"() : () -> ()
    %v1 = "test.convert_to_atomic_compare_exchange_weak_op"(%a0, %a1, %a2) : (!spirv.ptr<i32, Private>, i32, i32) -> i32
    "test.convert_to_module_op"() : () -> ()
    "test.sink"(%v1) : (i32) -> ()
    return
  }
  func.func @f2(%a0: i8, %a1: vector<16xi32>, %a2: i1, %a3: !spirv.ptr<i8, Input>, %a4: i8) attributes {
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.3, [StoragePushConstant16, StorageBuffer8BitAccess, GeometryPointSize, Vector16, DotProduct, StoragePushConstant8, GroupNonUniformVote, Geometry, Kernel, StorageUniform16, Float64, Int16, Addresses], [SPV_EXT_physical_storage_buffer, SPV_KHR_shader_ballot, SPV_KHR_storage_buffer_storage_class, SPV_KHR_16bit_storage, SPV_KHR_subgroup_vote, SPV_KHR_variable_pointers]>, NVIDIA:DiscreteGPU, #spirv.resource_limits<>>
  } {
    %v1 = "test.convert_to_bit_reverse_op"(%a0) : (i8) -> i8
    %v2 = "test.convert_to_bit_reverse_op"(%a1) : (vector<16xi32>) -> vector<16xi32>
    %v3 = "test.convert_to_subgroup_ballot_op"(%a2) : (i1) -> vector<4xi32>
    %v4 = "test.convert_to_atomic_compare_exchange_weak_op"(%a3, %a0, %a4) : (!spirv.ptr<i8, Input>, i8, i8) -> i8
    return
  }
  func.func @f3(%a0: i1) -> vector<4xi32> attributes {
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.3, [SubgroupBallotKHR, Addresses, GenericPointer, VulkanMemoryModel, Geometry, AtomicStorage, PhysicalStorageBufferAddresses, Kernel], [SPV_EXT_physical_storage_buffer, SPV_KHR_shader_ballot]>, #spirv.resource_limits<>>
  } {
    %v1 = "test.convert_to_subgroup_ballot_op"(%a0) : (i1) -> vector<4xi32>
    "test.convert_to_module_op"() : () -> ()
    return %v1 : vector<4xi32>
  }
}
