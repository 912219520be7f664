// FLAGS: --test-spirv-target-env
module {
  func.func @f0(%a0: i1, %a1: i32, %a2: i32) attributes {
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.5, [Shader, GroupNonUniform], [SPV_KHR_shader_ballot, SPV_EXT_physical_storage_buffer]>, #spirv.resource_limits<>>
  } {
    %v1 = "test.convert_to_subgroup_ballot_op"(%a0) : (i1) -> vector<4xi32>
    "test.sink"(%v1) : (vector<4xi32>) -> ()
    %v2 = "test.convert_to_bit_reverse_op"(%a1) : (i32) -> i32
    %v3 = "test.convert_to_bit_reverse_op"(%a2) : (i32) -> i32
    "test.sink"(%v3) : (i32) -> ()
    return
  }
  func.func @f1() -> (vector<4xi32>, i1) attributes {
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.2, [DotProduct, Tessellation], []>, #spirv.resource_limits<>>
  } {
    %v1 = arith.constant true
    %v2 = "test.convert_to_group_non_uniform_ballot_op"(%v1) : (i1) -> vector<4xi32>
    "test.sink"(%v2) : (vector<4xi32>) -> ()
    return %v2, %v1 : vector<4xi32>, i1
  }
  func.func @f2(%a0: i1, %a1: i32) attributes {
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Shader, Addresses], [SPV_KHR_vulkan_memory_model, SPV_KHR_variable_pointers, SPV_KHR_shader_ballot]>, #spirv.resource_limits<>>
  } {
    %v1 = "test.convert_to_subgroup_ballot_op"(%a0) : (i1) -> vector<4xi32>
    %v2 = "test.convert_to_bit_reverse_op"(%a1) : (i32) -> i32
    return
  }
  func.func @f3() attributes {
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.2, [VulkanMemoryModel, GroupNonUniformBallot], []>, #spirv.resource_limits<subgroup_size = 64>>
  } {
    %v1 = arith.constant false
    %v2 = "test.convert_to_group_non_uniform_ballot_op"(%v1) : (i1) -> vector<4xi32>
    %v3 = "test.convert_to_group_non_uniform_ballot_op"(%v1) : (i1) -> vector<4xi32>
    "test.sink"(%v3) : (vector<4xi32>) -> ()
    "test.convert_to_module_op"() : () -> ()
    %v4 = "test.convert_to_group_non_uniform_ballot_op"(%v1) : (i1) -> vector<4xi32>
    return
  }
}
