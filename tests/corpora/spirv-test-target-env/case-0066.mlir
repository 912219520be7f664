// FLAGS: --test-spirv-target-env
module {
  func.func @f0(%a0: i16) -> i16 attributes {
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.3, [Vector16, StorageBuffer8BitAccess, GenericPointer, Int64, StorageBuffer16BitAccess, Matrix, AtomicStorage], [SPV_KHR_vulkan_memory_model, SPV_KHR_shader_ballot, SPV_KHR_16bit_storage]>, api=Vulkan, #spirv.resource_limits<max_compute_workgroup_invocations = 256>>
  } {
    %v1 = "test.convert_to_bit_reverse_op"(%a0) : (i16) -> i16
    "test.sink"(%v1) : (i16) -> ()
    return %v1 : i16
  }
  func.func @f1(%a0: i1) attributes {
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.2, [SubgroupBallotKHR], [SPV_KHR_shader_ballot]>, #spirv.resource_limits<max_compute_workgroup_size = [64, 32, 1]>>
  } {
    %v1 = "test.convert_to_subgroup_ballot_op"(%a0) : (i1) -> vector<4xi32>
    return
  }
  func.func @f2(%a0: !spirv.ptr<i32, Workgroup>, %a1: i32) attributes {
    foo = 1 : i32,
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.2, [VulkanMemoryModel, Int16, DotProduct, StorageBuffer16BitAccess, PhysicalStorageBufferAddresses, Matrix, GenericPointer], [SPV_KHR_shader_ballot, SPV_KHR_storage_buffer_storage_class, SPV_KHR_vulkan_memory_model, SPV_KHR_variable_pointers, SPV_KHR_subgroup_vote]>, #spirv.resource_limits<>>
  } {
    %v1 = spirv.Constant 0 : i32
    %v2 = "test.convert_to_atomic_compare_exchange_weak_op"(%a0, %a1, %v1) : (!spirv.ptr<i32, Workgroup>, i32, i32) -> i32
    return
  }
  func.func @f3(%a0: !spirv.ptr<i32, CrossWorkgroup>, %a1: i32, %a2: i32, %a3: i1) -> i32 attributes {
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.6, [AtomicStorage, GroupNonUniformBallot], []>, #spirv.resource_limits<>>
  } {
    %v1 = "test.convert_to_atomic_compare_exchange_weak_op"(%a0, %a1, %a2) : (!spirv.ptr<i32, CrossWorkgroup>, i32, i32) -> i32
    "test.sink"(%v1) : (i32) -> ()
    %v2 = "test.convert_to_group_non_uniform_ballot_op"(%a3) : (i1) -> vector<4xi32>
    return %v1 : i32
  }
  func.func @f4(%a0: i1, %a1: i1, %a2: !spirv.ptr<i32, Function>, %a3: i32, %a4: i32) -> (vector<4xi32>, i32) attributes {
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.3, [AtomicStorage, Float16Buffer, SubgroupBallotKHR], [SPV_KHR_shader_ballot]>, #spirv.resource_limits<>>
  } {
    %v1 = "test.convert_to_subgroup_ballot_op"(%a0) : (i1) -> vector<4xi32>
    %v2 = "test.convert_to_subgroup_ballot_op"(%a0) : (i1) -> vector<4xi32>
    %v3 = "test.convert_to_subgroup_ballot_op"(%a1) : (i1) -> vector<4xi32>
    %v4 = "test.convert_to_atomic_compare_exchange_weak_op"(%a2, %a3, %a4) : (!spirv.ptr<i32, Function>, i32, i32) -> i32
    return %v2, %v4 : vector<4xi32>, i32
  }
}
