// FLAGS: --test-spirv-target-env
module {
  func.func @f0() -> i32 attributes {
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.3, [Float16Buffer, VulkanMemoryModel], [SPV_EXT_physical_storage_buffer]>, #spirv.resource_limits<>>
  } {
    %v1 = spirv.Constant -7 : i32
    %v2 = "test.convert_to_bit_reverse_op"(%v1) : (i32) -> i32
    return %v2 : i32
  }
  func.func @f1(%a0: i32, %a1: !spirv.ptr<i16, Workgroup>, %a2: i16, %a3: i1) -> vector<4xi32> attributes {
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.6, [Int16, GroupNonUniformBallot, Vector16, VulkanMemoryModel, Shader, AtomicStorage, PhysicalStorageBufferAddresses], [SPV_KHR_vulkan_memory_model, SPV_KHR_physical_storage_buffer]>, #spirv.resource_limits<>>
  } {
    %v1 = "test.convert_to_bit_reverse_op"(%a0) : (i32) -> i32
    %v2 = arith.constant 1 : i16
    %v3 = "test.convert_to_atomic_compare_exchange_weak_op"(%a1, %a2, %v2) : (!spirv.ptr<i16, Workgroup>, i16, i16) -> i16
    "test.convert_to_module_op"() : () -> ()
    %v4 = "test.convert_to_group_non_uniform_ballot_op"(%a3) : (i1) -> vector<4xi32>
    return %v4 : vector<4xi32>
  }
  func.func @f2(%a0: i8, %a1: !spirv.ptr<i32, CrossWorkgroup>, %a2: i32) attributes {
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.3, [AtomicStorage, Float16Buffer, Shader], []>, #spirv.resource_limits<>>
  } {
    %v1 = "test.convert_to_bit_reverse_op"(%a0) : (i8) -> i8
    %v2 = "test.convert_to_atomic_compare_exchange_weak_op"(%a1, %a2, %a2) : (!spirv.ptr<i32, CrossWorkgroup>, i32, i32) -> i32
    return
  }
  func.func @f3() -> vector<4xi32> attributes {
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.4, [StoragePushConstant8, GroupNonUniformVote, GroupNonUniformBallot, Float16], [SPV_KHR_shader_ballot]>, api=WebGPU, #spirv.resource_limits<>>,
    foo = 1 : i32
  } {
    %v1 = arith.constant true
    %v2 = "test.convert_to_subgroup_ballot_op"(%v1) : (i1) -> vector<4xi32>
    %v3 = "test.convert_to_group_non_uniform_ballot_op"(%v1) : (i1) -> vector<4xi32>
    "test.sink"(%v3) : (vector<4xi32>) -> ()
    return %v2 : vector<4xi32>
  }
}
