// FLAGS: --test-spirv-target-env
module {
  func.func @f0(%a0: vector<4xi32>, %a1: i32) -> i32 attributes {
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.5, [Shader], []>, api=Vulkan, #spirv.resource_limits<>>
  } {
    %v1 = "test.convert_to_bit_reverse_op"(%a0) : (vector<4xi32>) -> vector<4xi32>
    %v2 = "test.convert_to_bit_reverse_op"(%a1) : (i32) -> i32
    return %v2 : i32
  }
  func.func @f1(%a0: i1) attributes {
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.1, [SubgroupBallotKHR], []>, Qualcomm:DiscreteGPU:0x1234, #spirv.resource_limits<>>
  } {
    %v1 = "test.convert_to_subgroup_ballot_op"(%a0) : (i1) -> vector<4xi32>
    return
  }
  func.func @f2(%a0: !spirv.ptr<i16, Workgroup>, %a1: i16, %a2: i1, %a3: !spirv.ptr<i32, AtomicCounter>) -> i16 attributes {
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.3, [SubgroupBallotKHR, VulkanMemoryModelDeviceScope, Kernel, Int16], [SPV_KHR_shader_ballot]>, #spirv.resource_limits<>>
  } {
    %v1 = arith.constant 42 : i16
    %v2 = "test.convert_to_atomic_compare_exchange_weak_op"(%a0, %v1, %a1) : (!spirv.ptr<i16, Workgroup>, i16, i16) -> i16
    %v3 = "test.convert_to_group_non_uniform_ballot_op"(%a2) : (i1) -> vector<4xi32>
    %v4 = "test.convert_to_subgroup_ballot_op"(%a2) : (i1) -> vector<4xi32>
    %v5 = arith.constant -3 : i32
    %v6 = "test.convert_to_atomic_compare_exchange_weak_op"(%a3, %v5, %v5) : (!spirv.ptr<i32, AtomicCounter>, i32, i32) -> i32
    return %v1 : i16
  }
  func.func @f3(%a0: vector<2xi32>) attributes {
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.3, [GenericPointer, StorageUniform16, Vector16, StorageInputOutput16, StorageBuffer16BitAccess, GroupNonUniform, Addresses], [SPV_KHR_storage_buffer_storage_class, SPV_KHR_integer_dot_product]>, #spirv.resource_limits<>>
  } {
    %v1 = "test.convert_to_bit_reverse_op"(%a0) : (vector<2xi32>) -> vector<2xi32>
    return
  }
  func.func @f4(%a0: !spirv.ptr<i8, Private>, %a1: i8, %a2: i1, %a3: i64) attributes {
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.6, [UniformAndStorageBuffer8BitAccess, Matrix, Int8, StoragePushConstant8, Geometry, StorageBuffer8BitAccess, Float64, Kernel], [SPV_KHR_physical_storage_buffer, SPV_KHR_subgroup_vote]>, #spirv.resource_limits<>>
  } {
    %v1 = "test.convert_to_atomic_compare_exchange_weak_op"(%a0, %a1, %a1) : (!spirv.ptr<i8, Private>, i8, i8) -> i8
    %v2 = "test.convert_to_group_non_uniform_ballot_op"(%a2) : (i1) -> vector<4xi32>
    %v3 = "test.convert_to_bit_reverse_op"(%a3) : (i64) -> i64
    return
  }
  func.func @f5(%a0: !spirv.ptr<i32, Input>, %a1: i1) -> (i32, vector<4xi32>) attributes {
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.1, [GroupNonUniformBallot, VulkanMemoryModelDeviceScope, SubgroupBallotKHR, Shader, Kernel, Int8, GeometryPointSize, Matrix, PhysicalStorageBufferAddresses, Vector16, Int64Atomics], [SPV_KHR_variable_pointers, SPV_KHR_subgroup_vote, SPV_KHR_storage_buffer_storage_class, SPV_KHR_shader_ballot]>, #spirv.resource_limits<>>
  } {
    %v1 = spirv.Constant 0 : i32
    %v2 = "test.convert_to_atomic_compare_exchange_weak_op"(%a0, %v1, %v1) : (!spirv.ptr<i32, Input>, i32, i32) -> i32
    %v3 = "test.convert_to_group_non_uniform_ballot_op"(%a1) : (i1) -> vector<4xi32>
    %v4 = arith.constant true
    %v5 = "test.convert_to_group_non_uniform_ballot_op"(%v4) : (i1) -> vector<4xi32>
    return %v1, %v3 : i32, vector<4xi32>
  }
}
