// FLAGS: --test-spirv-target-env
module {
  func.func @f0(%a0: !spirv.ptr<i32, Input>, %a1: i32, %a2: i32) -> i32 attributes {
    foo = 1 : i32,
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.1, [Kernel, AtomicStorage, Tessellation], []>, #spirv.resource_limits<>>
  } {
    %v1 = "test.convert_to_atomic_compare_exchange_weak_op"(%a0, %a1, %a2) : (!spirv.ptr<i32, Input>, i32, i32) -> i32
    return %v1 : i32
  }
  func.func @f1(%a0: i32, %a1: i1) attributes {
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.2, [GroupNonUniformBallot, Vector16, Shader, VulkanMemoryModelDeviceScope, Int8, StoragePushConstant16], []>, #spirv.resource_limits<>>
  } {
    %v1 = "test.convert_to_bit_reverse_op"(%a0) : (i32) -> i32
    %v2 = "test.convert_to_group_non_uniform_ballot_op"(%a1) : (i1) -> vector<4xi32>
    %v3 = "test.convert_to_bit_reverse_op"(%v1) : (i32) -> i32
    "test.sink"(%v3) : (i32) -> ()
    return
  }
  func.func @f2(%a0: !spirv.ptr<i16, Uniform>, %a1: i16, %a2: !spirv.ptr<i32, CrossWorkgroup>, %a3: i32) -> i32 attributes {
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.1, [Int64Atomics, GeometryPointSize, GroupNonUniformVote, SubgroupBallotKHR, StorageInputOutput16, StorageBuffer8BitAccess, Kernel], [SPV_KHR_subgroup_vote]>, api=Vulkan, #spirv.resource_limits<>>
  } {
    %v1 = "test.convert_to_atomic_compare_exchange_weak_op"(%a0, %a1, %a1) : (!spirv.ptr<i16, Uniform>, i16, i16) -> i16
    %v2 = spirv.Constant 3 : i32
    %v3 = "test.convert_to_atomic_compare_exchange_weak_op"(%a2, %a3, %v2) : (!spirv.ptr<i32, CrossWorkgroup>, i32, i32) -> i32
    return %v3 : i32
  }
  func.func @f3(%a0: i32) attributes {
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.5, [Addresses, Shader, GroupNonUniformBallot, StorageUniform16], [SPV_KHR_shader_ballot]>, api=Vulkan, Qualcomm:DiscreteGPU:0x1234, #spirv.resource_limits<>>
  } {
    %v1 = "test.convert_to_bit_reverse_op"(%a0) : (i32) -> i32
    %v2 = arith.constant false
    %v3 = "test.convert_to_group_non_uniform_ballot_op"(%v2) : (i1) -> vector<4xi32>
    return
  }
  func.func @f4(%a0: !spirv.ptr<i32, CrossWorkgroup>, %a1: i32, %a2: i32) -> i32 attributes {
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.1, [], []>, #spirv.resource_limits<>>
  } {
    %v1 = "test.convert_to_atomic_compare_exchange_weak_op"(%a0, %a1, %a2) : (!spirv.ptr<i32, CrossWorkgroup>, i32, i32) -> i32
    return %v1 : i32
  }
}
