// FLAGS: --test-spirv-target-env
module {
  func.func @f0(%a0: vector<8xi32>) attributes {
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.4, [Shader, Vector16], []>, #spirv.resource_limits<>>
  } {
    %v1 = "test.convert_to_bit_reverse_op"(%a0) : (vector<8xi32>) -> vector<8xi32>
    return
  }
  func.func @f1(%a0: vector<5xi32>, %a1: i1) attributes {
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Vector16, Geometry, VulkanMemoryModel, Shader, Int8, PhysicalStorageBufferAddresses, SubgroupBallotKHR], [SPV_KHR_physical_storage_buffer, SPV_KHR_shader_ballot, SPV_KHR_vulkan_memory_model]>, #spirv.resource_limits<>>
  } {
    "test.convert_to_module_op"() : () -> ()
    %v1 = "test.convert_to_bit_reverse_op"(%a0) : (vector<5xi32>) -> vector<5xi32>
    %v2 = arith.constant dense<1> : vector<16xi32>
    %v3 = "test.convert_to_bit_reverse_op"(%v2) : (vector<16xi32>) -> vector<16xi32>
    %v4 = "test.convert_to_subgroup_ballot_op"(%a1) : (i1) -> vector<4xi32>
    return
  }
  func.func @f2(%a0: vector<4xi32>) -> (i1, vector<4xi32>) attributes {
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.3, [PhysicalStorageBufferAddresses, Shader, VulkanMemoryModel], [SPV_KHR_shader_ballot]>, AMD:IntegratedGPU, #spirv.resource_limits<>>,
    foo = 1 : i32
  } {
    %v1 = arith.constant true
    %v2 = "test.convert_to_subgroup_ballot_op"(%v1) : (i1) -> vector<4xi32>
    "test.convert_to_module_op"() : () -> ()
    %v3 = "test.convert_to_bit_reverse_op"(%a0) : (vector<4xi32>) -> vector<4xi32>
    return %v1, %v3 : i1, vector<4xi32>
  }
  func.func @f3(%a0: i1, %a1: i32, %a2: i8) -> (i64, vector<4xi32>) attributes {
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.3, [Shader, GroupNonUniformBallot, Int8], [SPV_KHR_shader_ballot]>, #spirv.resource_limits<>>
  } {
    %v1 = "test.convert_to_group_non_uniform_ballot_op"(%a0) : (i1) -> vector<4xi32>
    %v2 = spirv.Constant 3 : i64
    %v3 = "test.convert_to_bit_reverse_op"(%v2) : (i64) -> i64
    cf.br ^bb1
  ^bb1:
    %v4 = "test.convert_to_bit_reverse_op"(%a1) : (i32) -> i32
    "test.sink"(%v4) : (i32) -> ()
    %v5 = "test.convert_to_bit_reverse_op"(%a2) : (i8) -> i8
    return %v2, %v1 : i64, vector<4xi32>
  }
  func.func @f4(%a0: i1) -> i1 attributes {
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.5, [GroupNonUniformBallot, VulkanMemoryModel, PhysicalStorageBufferAddresses], []>, #spirv.resource_limits<>>
  } {
    %v1 = "test.convert_to_group_non_uniform_ballot_op"(%a0) : (i1) -> vector<4xi32>
    "test.convert_to_module_op"() : () -> ()
    %v2 = arith.constant true
    %v3 = "test.convert_to_group_non_uniform_ballot_op"(%v2) : (i1) -> vector<4xi32>
    return %v2 : i1
  }
  func.func @f5(%a0: !spirv.ptr<i32, Workgroup>, %a1: i32) attributes {
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.2, [Kernel, UniformAndStorageBuffer8BitAccess, Vector16, AtomicStorage, Float16Buffer, GroupNonUniformBallot, Shader, GroupNonUniform], [SPV_KHR_variable_pointers]>, #spirv.resource_limits<>>
  } {
    %v1 = "test.convert_to_atomic_compare_exchange_weak_op"(%a0, %a1, %a1) : (!spirv.ptr<i32, Workgroup>, i32, i32) -> i32
    %v2 = "test.convert_to_bit_reverse_op"(%v1) : (i32) -> i32
    return
  }
}
