// FLAGS: --test-spirv-target-env
module {
  func.func @f0() attributes {
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.5, [PhysicalStorageBufferAddresses, SubgroupBallotKHR, GroupNonUniformVote, StorageBuffer16BitAccess, Shader, VulkanMemoryModel, Kernel, Int16], [SPV_KHR_subgroup_vote, SPV_KHR_shader_ballot, SPV_KHR_physical_storage_buffer]>, api=WebGPU, #spirv.resource_limits<>>
  } {
    %v1 = arith.constant dense<1> : vector<2xi16>
    %v2 = "test.convert_to_bit_reverse_op"(%v1) : (vector<2xi16>) -> vector<2xi16>
    "test.sink"(%v2) : (vector<2xi16>) -> ()
    "test.convert_to_module_op"() : () -> ()
    "test.convert_to_module_op"() : () -> ()
    %v3 = arith.constant false
    %v4 = "test.convert_to_subgroup_ballot_op"(%v3) : (i1) -> vector<4xi32>
    "test.sink"(%v4) : (vector<4xi32>) -> ()
    return
  }
  func.func @f1(%a0: !spirv.ptr<i32, Workgroup>, %a1: i32) attributes {
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Int16, StorageInputOutput16, AtomicStorage, Addresses, GenericPointer, StoragePushConstant8, SubgroupBallotKHR, Float64], [SPV_EXT_physical_storage_buffer, SPV_KHR_subgroup_vote, SPV_KHR_physical_storage_buffer]>, #spirv.resource_limits<>>
  } {
    "test.convert_to_module_op"() : () -> ()
    %v1 = "test.convert_to_atomic_compare_exchange_weak_op"(%a0, %a1, %a1) : (!spirv.ptr<i32, Workgroup>, i32, i32) -> i32
    return
  }
  func.func @f2(%a0: i1, %a1: !spirv.ptr<i32, AtomicCounter>, %a2: i32, %a3: i32) attributes {
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.3, [StoragePushConstant16, GroupNonUniformBallot, Kernel, StorageBuffer16BitAccess, Float16Buffer, AtomicStorage], [SPV_KHR_8bit_storage]>, #spirv.resource_limits<>>
  } {
    %v1 = "test.convert_to_group_non_uniform_ballot_op"(%a0) : (i1) -> vector<4xi32>
    %v2 = "test.convert_to_atomic_compare_exchange_weak_op"(%a1, %a2, %a3) : (!spirv.ptr<i32, AtomicCounter>, i32, i32) -> i32
    return
  }
  func.func @f3(%a0: i1, %a1: i1) -> vector<3xi16> attributes {
    a.note = "x",
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.6, [GeometryPointSize, Addresses, Int64, Float16Buffer, PhysicalStorageBufferAddresses], [SPV_KHR_8bit_storage, SPV_KHR_storage_buffer_storage_class]>, api=WebGPU, #spirv.resource_limits<>>
  } {
    %v1 = "test.convert_to_group_non_uniform_ballot_op"(%a0) : (i1) -> vector<4xi32>
    "test.sink"(%v1) : (vector<4xi32>) -> ()
    %v2 = arith.constant dense<0> : vector<3xi16>
    %v3 = "test.convert_to_bit_reverse_op"(%v2) : (vector<3xi16>) -> vector<3xi16>
    %v4 = "test.convert_to_group_non_uniform_ballot_op"(%a1) : (i1) -> vector<4xi32>
    return %v2 : vector<3xi16>
  }
  func.func @f4(%a0: i1, %a1: !spirv.ptr<i64, Function>, %a2: i64) attributes {
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.3, [Kernel, Int64, GroupNonUniformBallot, AtomicStorage], [SPV_KHR_vulkan_memory_model]>, api=OpenCL, #spirv.resource_limits<>>
  } {
    %v1 = "test.convert_to_group_non_uniform_ballot_op"(%a0) : (i1) -> vector<4xi32>
    "test.sink"(%v1) : (vector<4xi32>) -> ()
    %v2 = "test.convert_to_atomic_compare_exchange_weak_op"(%a1, %a2, %a2) : (!spirv.ptr<i64, Function>, i64, i64) -> i64
    return
  }
}
