// FLAGS: --test-spirv-target-env
module {
  func.func @f0(%a0: i1, %a1: vector<2xi64>, %a2: !spirv.ptr<i32, StorageBuffer>) attributes {
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [GenericPointer, Vector16, GroupNonUniformBallot, StoragePushConstant16, AtomicStorage, Int64Atomics, SubgroupBallotKHR, VulkanMemoryModelDeviceScope, Matrix, Geometry, Tessellation], [SPV_KHR_integer_dot_product, SPV_KHR_physical_storage_buffer, SPV_KHR_shader_ballot]>, #spirv.resource_limits<>>
  } {
    %v1 = "test.convert_to_group_non_uniform_ballot_op"(%a0) : (i1) -> vector<4xi32>
    %v2 = "test.convert_to_bit_reverse_op"(%a1) : (vector<2xi64>) -> vector<2xi64>
    %v3 = arith.constant 42 : i32
    %v4 = "test.convert_to_atomic_compare_exchange_weak_op"(%a2, %v3, %v3) : (!spirv.ptr<i32, StorageBuffer>, i32, i32) -> i32
    %v5 = arith.constant 0 : i16
    %v6 = "test.convert_to_bit_reverse_op"(%v5) : (i16) -> i16
    return
  }
  func.func @f1(%a0: i1) -> (vector<4xi32>, vector<2xindex>) attributes {
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.2, [Shader, GroupNonUniform, GenericPointer], [SPV_KHR_vulkan_memory_model]>, #spirv.resource_limits<max_compute_workgroup_size = [64, 32, 1]>>
  } {
    %v1 = "test.convert_to_group_non_uniform_ballot_op"(%a0) : (i1) -> vector<4xi32>
    "test.sink"(%v1) : (vector<4xi32>) -> ()
    %v2 = arith.constant dense<-1> : vector<2xindex>
    %v3 = "test.convert_to_bit_reverse_op"(%v2) : (vector<2xindex>) -> vector<2xindex>
    return %v1, %v3 : vector<4xi32>, vector<2xindex>
  }
  func.func @f2(%a0: i32) -> i32 attributes {
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.4, [GroupNonUniform, StoragePushConstant16, GeometryPointSize], [SPV_KHR_8bit_storage]>, #spirv.resource_limits<>>
  } {
    %v1 = "test.convert_to_bit_reverse_op"(%a0) : (i32) -> i32
    return %v1 : i32
  }
  func.func @f3(%a0: !spirv.ptr<i32, CrossWorkgroup>, %a1: i32) -> i32 attributes {
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.3, [Addresses, Tessellation, Float16Buffer, Vector16], [SPV_EXT_physical_storage_buffer]>, #spirv.resource_limits<>>
  } {
    %v1 = "test.convert_to_atomic_compare_exchange_weak_op"(%a0, %a1, %a1) : (!spirv.ptr<i32, CrossWorkgroup>, i32, i32) -> i32
    return %v1 : i32
  }
  func.func @f4(%a0: !spirv.ptr<i32, CrossWorkgroup>, %a1: i32, %a2: vector<8xi32>, %a3: !spirv.ptr<i32, Input>, %a4: i32, %a5: i1) attributes {
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [GroupNonUniformVote, Int64Atomics, Int64, Matrix, AtomicStorage, Float16, Tessellation, StorageBuffer16BitAccess, Addresses, PhysicalStorageBufferAddresses, UniformAndStorageBuffer8BitAccess], [SPV_KHR_integer_dot_product, SPV_KHR_8bit_storage, SPV_KHR_subgroup_vote, SPV_KHR_shader_ballot]>, #spirv.resource_limits<>>
  } {
    %v1 = "test.convert_to_atomic_compare_exchange_weak_op"(%a0, %a1, %a1) : (!spirv.ptr<i32, CrossWorkgroup>, i32, i32) -> i32
    %v2 = "test.convert_to_bit_reverse_op"(%a2) : (vector<8xi32>) -> vector<8xi32>
    "test.sink"(%v2) : (vector<8xi32>) -> ()
    %v3 = spirv.Constant 3 : i32
    %v4 = "test.convert_to_atomic_compare_exchange_weak_op"(%a3, %v3, %a4) : (!spirv.ptr<i32, Input>, i32, i32) -> i32
    "test.sink"(%v4) : (i32) -> ()
    %v5 = "test.convert_to_group_non_uniform_ballot_op"(%a5) : (i1) -> vector<4xi32>
    return
  }
  func.func @f5(%a0: vector<16xi32>, %a1: !spirv.ptr<i32, Function>, %a2: i32, %a3: index) -> i1 attributes {
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.4, [Addresses, SubgroupBallotKHR, Int16, GroupNonUniformVote, StorageUniform16, DotProduct, Vector16, VulkanMemoryModel, Shader, Int8, StorageBuffer16BitAccess, GroupNonUniform], [SPV_KHR_integer_dot_product, SPV_KHR_variable_pointers]>, api=OpenCL, #spirv.resource_limits<>>
  } {
    %v1 = arith.constant false
    %v2 = "test.convert_to_subgroup_ballot_op"(%v1) : (i1) -> vector<4xi32>
    %v3 = "test.convert_to_bit_reverse_op"(%a0) : (vector<16xi32>) -> vector<16xi32>
    %v4 = "test.convert_to_atomic_compare_exchange_weak_op"(%a1, %a2, %a2) : (!spirv.ptr<i32, Function>, i32, i32) -> i32
    %v5 = "test.convert_to_bit_reverse_op"(%a3) : (index) -> index
    return %v1 : i1
  }
}
