// FLAGS: --test-spirv-target-env
module {
  func.func @f0() attributes {
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.4, [GroupNonUniformBallot], []>, api=OpenCL, #spirv.resource_limits<>>
  } {
    %v1 = arith.constant false
    %v2 = "test.convert_to_group_non_uniform_ballot_op"(%v1) : (i1) -> vector<4xi32>
    "test.sink"(%v2) : (vector<4xi32>) -> ()
    %v3 = "test.convert_to_group_non_uniform_ballot_op"(%v1) : (i1) -> vector<4xi32>
    %v4 = "test.convert_to_group_non_uniform_ballot_op"(%v1) : (i1) -> vector<4xi32>
    return
  }
  func.func @f1(%a0: i32) attributes {
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.5, [GroupNonUniformBallot, PhysicalStorageBufferAddresses, GenericPointer, SubgroupBallotKHR, Int64Atomics, Addresses, GroupNonUniformVote, Int64, Matrix, Tessellation, StoragePushConstant8, GroupNonUniform], [SPV_KHR_physical_storage_buffer]>, #spirv.resource_limits<>>,
    foo = 1 : i32
  } {
    %v1 = "test.convert_to_bit_reverse_op"(%a0) : (i32) -> i32
    "test.sink"(%v1) : (i32) -> ()
    return
  }
  func.func @f2(%a0: i1, %a1: !spirv.ptr<i32, Uniform>, %a2: i32, %a3: i32) -> vector<4xi32> attributes {
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.2, [AtomicStorage, Shader, Kernel, GroupNonUniformBallot, SubgroupBallotKHR, GeometryPointSize, Addresses], [SPV_KHR_shader_ballot]>, #spirv.resource_limits<>>
  } {
    %v1 = "test.convert_to_subgroup_ballot_op"(%a0) : (i1) -> vector<4xi32>
    %v2 = "test.convert_to_atomic_compare_exchange_weak_op"(%a1, %a2, %a3) : (!spirv.ptr<i32, Uniform>, i32, i32) -> i32
    return %v1 : vector<4xi32>
  }
  func.func @f3(%a0: !spirv.ptr<i32, AtomicCounter>) -> (i32, i32) attributes {
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [AtomicStorage, PhysicalStorageBufferAddresses, VulkanMemoryModel, Kernel], [SPV_KHR_vulkan_memory_model, SPV_KHR_physical_storage_buffer]>, #spirv.resource_limits<>>
  } {
    %v1 = spirv.Constant -7 : i32
    %v2 = "test.convert_to_atomic_compare_exchange_weak_op"(%a0, %v1, %v1) : (!spirv.ptr<i32, AtomicCounter>, i32, i32) -> i32
    "test.convert_to_module_op"() : () -> ()
    return %v2, %v1 : i32, i32
  }
  func.func @f4(%a0: i16) -> i16 attributes {
    llvm.emit_c_interface,
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.5, [Int16, StoragePushConstant8], []>, #spirv.resource_limits<>>
  } {
    %v1 = "test.convert_to_bit_reverse_op"(%a0) : (i16) -> i16
    return %v1 : i16
  }
}
