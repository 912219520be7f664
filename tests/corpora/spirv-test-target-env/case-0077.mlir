// FLAGS: --test-spirv-target-env
module {
  func.func @f0() -> (vector<4xi32>, vector<4xi32>) attributes {
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.3, [VulkanMemoryModel, GroupNonUniform, GroupNonUniformBallot, SubgroupBallotKHR], [SPV_KHR_vulkan_memory_model, SPV_KHR_shader_ballot]>, #spirv.resource_limits<>>
  } {
    %v1 = arith.constant true
    %v2 = "test.convert_to_group_non_uniform_ballot_op"(%v1) : (i1) -> vector<4xi32>
    "test.sink"(%v2) : (vector<4xi32>) -> ()
    "test.convert_to_module_op"() : () -> ()
    %v3 = "test.convert_to_subgroup_ballot_op"(%v1) : (i1) -> vector<4xi32>
    "test.convert_to_module_op"() : () -> ()
    return %v3, %v2 : vector<4xi32>, vector<4xi32>
  }
  func.func @f1(%a0: i1, %a1: i1) -> vector<8xi32> attributes {
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.4, [StorageUniform16, Tessellation, VulkanMemoryModelDeviceScope, Kernel, VulkanMemoryModel, Matrix], [SPV_EXT_physical_storage_buffer, SPV_KHR_integer_dot_product]>, #spirv.resource_limits<>>
  } {
    %v1 = arith.constant dense<5> : vector<8xi32>
    %v2 = "test.convert_to_bit_reverse_op"(%v1) : (vector<8xi32>) -> vector<8xi32>
    %v3 = "test.convert_to_group_non_uniform_ballot_op"(%a0) : (i1) -> vector<4xi32>
    %v4 = "test.convert_to_subgroup_ballot_op"(%a1) : (i1) -> vector<4xi32>
    return %v1 : vector<8xi32>
  }
  func.func @f2(%a0: vector<2xi32>) -> vector<2xi32> attributes {
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.4, [StorageInputOutput16, Shader, Int8], [SPV_KHR_integer_dot_product, SPV_KHR_shader_ballot]>, #spirv.resource_limits<>>,
    a.note = "x"
  } {
    %v1 = "test.convert_to_bit_reverse_op"(%a0) : (vector<2xi32>) -> vector<2xi32>
    return %v1 : vector<2xi32>
  }
}
