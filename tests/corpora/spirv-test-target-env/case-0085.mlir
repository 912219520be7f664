// FLAGS: --test-spirv-target-env
module {
  func.func @f0(%a0: !spirv.ptr<i32, Function>, %a1: i32, %a2: i32) -> vector<4xi32> attributes {
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Vector16, GroupNonUniformBallot, StorageUniform16, PhysicalStorageBufferAddresses, StorageInputOutput16], [SPV_KHR_variable_pointers, SPV_KHR_8bit_storage, SPV_KHR_shader_ballot]>, #spirv.resource_limits<>>
  } {
    %v1 = arith.constant true
    %v2 = "test.convert_to_group_non_uniform_ballot_op"(%v1) : (i1) -> vector<4xi32>
    %v3 = "test.convert_to_atomic_compare_exchange_weak_op"(%a0, %a1, %a1) : (!spirv.ptr<i32, Function>, i32, i32) -> i32
    %v4 = "test.convert_to_bit_reverse_op"(%a2) : (i32) -> i32
    return %v2 : vector<4xi32>
  }
  func.func @f1() -> vector<2xi32> attributes {
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.4, [Tessellation, PhysicalStorageBufferAddresses, VulkanMemoryModel, GroupNonUniformBallot, Int8], [SPV_EXT_physical_storage_buffer, SPV_KHR_vulkan_memory_model]>, #spirv.resource_limits<>>
  } {
    "test.convert_to_module_op"() : () -> ()
    %v1 = arith.constant false
    %v2 = "test.convert_to_group_non_uniform_ballot_op"(%v1) : (i1) -> vector<4xi32>
    cf.br ^bb1
  ^bb1:
    %v3 = arith.constant dense<0> : vector<2xi32>
    %v4 = "test.convert_to_bit_reverse_op"(%v3) : (vector<2xi32>) -> vector<2xi32>
    return %v4 : vector<2xi32>
  }
  func.func @f2(%a0: i1) -> vector<4xi32> attributes {
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.4, [Vector16, GroupNonUniformVote, PhysicalStorageBufferAddresses, GenericPointer, Int64Atomics, Kernel], [SPV_KHR_integer_dot_product, SPV_KHR_variable_pointers, SPV_KHR_8bit_storage]>, #spirv.resource_limits<>>,
    a.note = "x"
  } {
    %v1 = "test.convert_to_subgroup_ballot_op"(%a0) : (i1) -> vector<4xi32>
    return %v1 : vector<4xi32>
  }
  func.func @f3(%a0: vector<8xi8>) -> vector<8xi8> attributes {
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [VulkanMemoryModel, Vector16, Shader], [SPV_KHR_shader_ballot, SPV_EXT_physical_storage_buffer]>, #spirv.resource_limits<>>
  } {
    %v1 = "test.convert_to_bit_reverse_op"(%a0) : (vector<8xi8>) -> vector<8xi8>
    return %v1 : vector<8xi8>
  }
  func.func @f4(%a0: vector<8xi32>, %a1: i1, %a2: i32) attributes {
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.3, [Float16Buffer, GroupNonUniformBallot, Shader, DotProduct, Int64, Int64Atomics, Vector16], []>, api=WebGPU, #spirv.resource_limits<>>
  } {
    %v1 = "test.convert_to_bit_reverse_op"(%a0) : (vector<8xi32>) -> vector<8xi32>
    %v2 = "test.convert_to_group_non_uniform_ballot_op"(%a1) : (i1) -> vector<4xi32>
    %v3 = "test.convert_to_bit_reverse_op"(%a2) : (i32) -> i32
    return
  }
  func.func @f5() -> i1 attributes {
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.5, [Kernel, Int64, GroupNonUniform], [SPV_KHR_variable_pointers, SPV_KHR_16bit_storage]>, #spirv.resource_limits<>>
  } {
    %v1 = arith.constant false
    %v2 = "test.convert_to_group_non_uniform_ballot_op"(%v1) : (i1) -> vector<4xi32>
    return %v1 : i1
  }
}
