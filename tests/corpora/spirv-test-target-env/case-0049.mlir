// FLAGS: --test-spirv-target-env
module {
  func.func @f0(%a0: i1, %a1: i32, %a2: vector<8xi32>) -> (i32, vector<8xi32>) attributes {
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Vector16, PhysicalStorageBufferAddresses, VulkanMemoryModelDeviceScope, UniformAndStorageBuffer8BitAccess, GroupNonUniformBallot, StoragePushConstant16, Kernel, Float16], [SPV_KHR_integer_dot_product, SPV_KHR_subgroup_vote, SPV_KHR_variable_pointers]>, #spirv.resource_limits<>>,
    foo = 1 : i32
  } {
    %v1 = "test.convert_to_subgroup_ballot_op"(%a0) : (i1) -> vector<4xi32>
    %v2 = "test.convert_to_bit_reverse_op"(%a1) : (i32) -> i32
    %v3 = "test.convert_to_bit_reverse_op"(%a2) : (vector<8xi32>) -> vector<8xi32>
    %v4 = "test.convert_to_group_non_uniform_ballot_op"(%a0) : (i1) -> vector<4xi32>
    return %v2, %v3 : i32, vector<8xi32>
  }
  func.func @f1(%a0: vector<4xi32>) attributes {
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.4, [SubgroupBallotKHR], [SPV_KHR_shader_ballot]>, #spirv.resource_limits<>>
  } {
    %v1 = "test.convert_to_bit_reverse_op"(%a0) : (vector<4xi32>) -> vector<4xi32>
    %v2 = arith.constant true
    %v3 = "test.convert_to_subgroup_ballot_op"(%v2) : (i1) -> vector<4xi32>
    return
  }
  func.func @f2(%a0: i1, %a1: i32, %a2: i1, %a3: !spirv.ptr<i32, Workgroup>) -> (i32, vector<4xi32>) attributes {
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.1, [StorageInputOutput16, VulkanMemoryModel, Kernel, StorageBuffer16BitAccess, Vector16, GeometryPointSize, GenericPointer, PhysicalStorageBufferAddresses, GroupNonUniform, Int64], [SPV_KHR_integer_dot_product, SPV_KHR_shader_ballot, SPV_EXT_physical_storage_buffer, SPV_KHR_vulkan_memory_model]>, #spirv.resource_limits<>>,
    llvm.emit_c_interface
  } {
    %v1 = "test.convert_to_subgroup_ballot_op"(%a0) : (i1) -> vector<4xi32>
    %v2 = "test.convert_to_bit_reverse_op"(%a1) : (i32) -> i32
    %v3 = "test.convert_to_group_non_uniform_ballot_op"(%a2) : (i1) -> vector<4xi32>
    %v4 = "test.convert_to_atomic_compare_exchange_weak_op"(%a3, %v2, %v2) : (!spirv.ptr<i32, Workgroup>, i32, i32) -> i32
    "test.sink"(%v4) : (i32) -> ()
    return %v4, %v1 : i32, vector<4xi32>
  }
  func.func @f3() -> vector<4xi32> attributes {
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.1, [GroupNonUniformBallot, Float16Buffer, VulkanMemoryModelDeviceScope], []>, Apple:Other:7, #spirv.resource_limits<>>
  } {
    %v1 = arith.constant false
    %v2 = "test.convert_to_group_non_uniform_ballot_op"(%v1) : (i1) -> vector<4xi32>
    return %v2 : vector<4xi32>
  }
  func.func @f4(%a0: vector<2xi32>, %a1: i1) -> (vector<4xi32>, vector<2xi32>) attributes {
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.3, [Tessellation, GroupNonUniformBallot], []>, NVIDIA:DiscreteGPU, #spirv.resource_limits<>>
  } {
    %v1 = "test.convert_to_bit_reverse_op"(%a0) : (vector<2xi32>) -> vector<2xi32>
    %v2 = "test.convert_to_group_non_uniform_ballot_op"(%a1) : (i1) -> vector<4xi32>
    return %v2, %v1 : vector<4xi32>, vector<2xi32>
  }
}
