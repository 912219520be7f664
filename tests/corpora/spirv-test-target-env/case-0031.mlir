// FLAGS: --test-spirv-target-env
module {
  func.func @f0(%a0: i1, %a1: i32) -> vector<4xi32> attributes {
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.4, [Int8, GeometryPointSize, StoragePushConstant8, StorageInputOutput16, Int64Atomics, Int64, UniformAndStorageBuffer8BitAccess, Shader, SubgroupBallotKHR, Vector16], [SPV_KHR_8bit_storage]>, #spirv.resource_limits<>>
  } {
    %v1 = "test.convert_to_subgroup_ballot_op"(%a0) : (i1) -> vector<4xi32>
    %v2 = "test.convert_to_bit_reverse_op"(%a1) : (i32) -> i32
    return %v1 : vector<4xi32>
  }
  func.func @f1(%a0: i1) attributes {
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.2, [PhysicalStorageBufferAddresses, StorageInputOutput16, Geometry, StoragePushConstant8, Addresses, GeometryPointSize], [SPV_KHR_integer_dot_product, SPV_EXT_physical_storage_buffer, SPV_KHR_vulkan_memory_model, SPV_KHR_16bit_storage]>, #spirv.resource_limits<>>
  } {
    %v1 = "test.convert_to_group_non_uniform_ballot_op"(%a0) : (i1) -> vector<4xi32>
    return
  }
  func.func @f2(%a0: i32, %a1: !spirv.ptr<i16, AtomicCounter>, %a2: i16, %a3: i16) -> (i16, i32) attributes {
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.3, [GroupNonUniformBallot, Kernel, StorageBuffer16BitAccess, Float16, AtomicStorage, Int16, Shader], []>, #spirv.resource_limits<>>
  } {
    %v1 = "test.convert_to_bit_reverse_op"(%a0) : (i32) -> i32
    %v2 = "test.convert_to_atomic_compare_exchange_weak_op"(%a1, %a2, %a3) : (!spirv.ptr<i16, AtomicCounter>, i16, i16) -> i16
    %v3 = arith.constant false
    %v4 = "test.convert_to_group_non_uniform_ballot_op"(%v3) : (i1) -> vector<4xi32>
    return %v2, %v1 : i16, i32
  }
  func.func @f3(%a0: !spirv.ptr<i32, Function>, %a1: i32) -> (i32, i32) attributes {
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [AtomicStorage, Kernel, SubgroupBallotKHR, Int64Atomics], []>, api=OpenCL, #spirv.resource_limits<>>
  } {
    %v1 = arith.constant 0 : i32
    %v2 = "test.convert_to_atomic_compare_exchange_weak_op"(%a0, %a1, %v1) : (!spirv.ptr<i32, Function>, i32, i32) -> i32
    return %v2, %v1 : i32, i32
  }
}
