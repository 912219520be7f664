// FLAGS: --test-spirv-target-env
module {
  func.func @f0() -> i32 attributes {
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [GroupNonUniform, AtomicStorage, Shader, SubgroupBallotKHR, GeometryPointSize, PhysicalStorageBufferAddresses], [SPV_KHR_vulkan_memory_model, SPV_EXT_physical_storage_buffer]>, #spirv.resource_limits<>>
  } {
    "test.convert_to_module_op"() : () -> ()
    %v1 = spirv.Constant 0 : i32
    %v2 = "test.convert_to_bit_reverse_op"(%v1) : (i32) -> i32
    "test.convert_to_module_op"() : () -> ()
    %v3 = arith.constant true
    %v4 = "test.convert_to_subgroup_ballot_op"(%v3) : (i1) -> vector<4xi32>
    return %v2 : i32
  }
  func.func @f1(%a0: i1) attributes {
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [], []>, #spirv.resource_limits<>>
  } {
    %v1 = arith.constant false
    %v2 = "test.convert_to_subgroup_ballot_op"(%v1) : (i1) -> vector<4xi32>
    %v3 = "test.convert_to_subgroup_ballot_op"(%a0) : (i1) -> vector<4xi32>
    "test.sink"(%v3) : (vector<4xi32>) -> ()
    return
  }
  func.func @f2(%a0: i1) -> vector<4xi32> attributes {
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.3, [GroupNonUniformBallot, Matrix], []>, api=OpenCL, #spirv.resource_limits<>>
  } {
    %v1 = spirv.Constant 3 : i32
    %v2 = "test.convert_to_bit_reverse_op"(%v1) : (i32) -> i32
    %v3 = "test.convert_to_group_non_uniform_ballot_op"(%a0) : (i1) -> vector<4xi32>
    "test.sink"(%v3) : (vector<4xi32>) -> ()
    return %v3 : vector<4xi32>
  }
}
