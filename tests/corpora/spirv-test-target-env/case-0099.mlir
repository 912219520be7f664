// FLAGS: --test-spirv-target-env
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.5, [Int16, Float16, UniformAndStorageBuffer8BitAccess, StoragePushConstant16, Kernel, Vector16, VulkanMemoryModelDeviceScope, Geometry, Int64, StorageBuffer16BitAccess, StorageInputOutput16, Matrix], [SPV_KHR_8bit_storage, SPV_KHR_shader_ballot, SPV_KHR_physical_storage_buffer]>, #spirv.resource_limits<>>} {
  func.func @f0() attributes {
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.4, [Shader, UniformAndStorageBuffer8BitAccess, DotProduct, GroupNonUniform, GenericPointer, StoragePushConstant16], [SPV_KHR_shader_ballot, SPV_KHR_storage_buffer_storage_class, SPV_KHR_subgroup_vote, SPV_KHR_variable_pointers]>, #spirv.resource_limits<>>
  } {
    %v1 = arith.constant false
    %v2 = "test.convert_to_subgroup_ballot_op"(%v1) : (i1) -> vector<4xi32>
    "test.sink"(%v2) : (vector<4xi32>) -> ()
    return
  }
  func.func @f1(%a0: i1) -> (vector<16xi32>, vector<4xi32>) attributes {
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.6, [Vector16, VulkanMemoryModel, Shader, SubgroupBallotKHR, Int8, AtomicStorage], [SPV_KHR_shader_ballot]>, #spirv.resource_limits<>>
  } {
    %v1 = "test.convert_to_subgroup_ballot_op"(%a0) : (i1) -> vector<4xi32>
    cf.br ^bb1
  ^bb1:
    %v2 = arith.constant dense<5> : vector<16xi32>
    %v3 = "test.convert_to_bit_reverse_op"(%v2) : (vector<16xi32>) -> vector<16xi32>
    %v4 = "test.convert_to_subgroup_ballot_op"(%a0) : (i1) -> vector<4xi32>
    return %v3, %v1 : vector<16xi32>, vector<4xi32>
  }
  func.func @f2(%a0: i32) attributes {
    foo = 1 : i32,
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.2, [StorageBuffer16BitAccess, Int8, GeometryPointSize, Int16], []>, #spirv.resource_limits<>>
  } {
    %v1 = "test.convert_to_bit_reverse_op"(%a0) : (i32) -> i32
    return
  }
  func.func private @decl(i32) -> i32
  func.func @f3(%a0: i32) -> (vector<4xi32>, i32) attributes {
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.6, [SubgroupBallotKHR, AtomicStorage], [SPV_KHR_shader_ballot]>, api=WebGPU, #spirv.resource_limits<>>
  } {
    %v1 = "test.convert_to_bit_reverse_op"(%a0) : (i32) -> i32
    "test.sink"(%v1) : (i32) -> ()
    %v2 = arith.constant true
    %v3 = "test.convert_to_subgroup_ballot_op"(%v2) : (i1) -> vector<4xi32>
    %v4 = "test.convert_to_subgroup_ballot_op"(%v2) : (i1) -> vector<4xi32>
    "test.sink"(%v4) : (vector<4xi32>) -> ()
    %v5 = "test.convert_to_subgroup_ballot_op"(%v2) : (i1) -> vector<4xi32>
    return %v5, %v1 : vector<4xi32>, i32
  }
  func.func @f4(%a0: i1, %a1: vector<4xi64>) -> (vector<4xi32>, vector<4xi64>) attributes {
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.4, [DotProduct, UniformAndStorageBuffer8BitAccess, StorageInputOutput16, GroupNonUniform, Geometry, GroupNonUniformVote, Vector16, VulkanMemoryModel], [SPV_KHR_variable_pointers]>, #spirv.resource_limits<>>
  } {
    %v1 = "test.convert_to_group_non_uniform_ballot_op"(%a0) : (i1) -> vector<4xi32>
    cf.br ^bb1
  ^bb1:
    %v2 = "test.convert_to_bit_reverse_op"(%a1) : (vector<4xi64>) -> vector<4xi64>
    return %v1, %v2 : vector<4xi32>, vector<4xi64>
  }
}
