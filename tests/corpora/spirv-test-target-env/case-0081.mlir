// FLAGS: --test-spirv-target-env
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.4, [Tessellation, Float16, Int64Atomics, Geometry, GroupNonUniform, GroupNonUniformBallot, SubgroupBallotKHR, GeometryPointSize, VulkanMemoryModel], [SPV_KHR_subgroup_vote, SPV_KHR_storage_buffer_storage_class, SPV_KHR_variable_pointers, SPV_KHR_integer_dot_product]>, #spirv.resource_limits<>>} {
  func.func @f0(%a0: i8, %a1: !spirv.ptr<i32, StorageBuffer>, %a2: i32, %a3: !spirv.ptr<i32, StorageBuffer>, %a4: i32) attributes {
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.1, [SubgroupBallotKHR, Tessellation, StorageBuffer16BitAccess], [SPV_KHR_8bit_storage, SPV_EXT_physical_storage_buffer]>, #spirv.resource_limits<>>
  } {
    %v1 = "test.convert_to_bit_reverse_op"(%a0) : (i8) -> i8
    %v2 = "test.convert_to_atomic_compare_exchange_weak_op"(%a1, %a2, %a2) : (!spirv.ptr<i32, StorageBuffer>, i32, i32) -> i32
    %v3 = arith.constant dense<1> : vector<2xi32>
    %v4 = "test.convert_to_bit_reverse_op"(%v3) : (vector<2xi32>) -> vector<2xi32>
    cf.br ^bb1
  ^bb1:
    %v5 = arith.constant 1 : i32
    %v6 = "test.convert_to_atomic_compare_exchange_weak_op"(%a3, %v5, %a4) : (!spirv.ptr<i32, StorageBuffer>, i32, i32) -> i32
    return
  }
  func.func @f1() attributes {
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.2, [], []>, api=Vulkan, #spirv.resource_limits<>>
  } {
    %v1 = arith.constant true
    %v2 = "test.convert_to_group_non_uniform_ballot_op"(%v1) : (i1) -> vector<4xi32>
    "test.sink"(%v2) : (vector<4xi32>) -> ()
    return
  }
  func.func @f2(%a0: !spirv.ptr<i16, Private>) -> i16 attributes {
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.2, [VulkanMemoryModelDeviceScope, Shader, StorageBuffer8BitAccess, Float16Buffer, Kernel, Int64, AtomicStorage], []>, #spirv.resource_limits<>>
  } {
    %v1 = spirv.Constant 0 : i16
    %v2 = "test.convert_to_atomic_compare_exchange_weak_op"(%a0, %v1, %v1) : (!spirv.ptr<i16, Private>, i16, i16) -> i16
    return %v1 : i16
  }
  func.func @f3(%a0: !spirv.ptr<i32, StorageBuffer>) attributes {
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [PhysicalStorageBufferAddresses, StoragePushConstant8, AtomicStorage, Addresses, VulkanMemoryModelDeviceScope, Shader, Float16, Kernel], [SPV_KHR_storage_buffer_storage_class, SPV_KHR_vulkan_memory_model, SPV_EXT_physical_storage_buffer]>, #spirv.resource_limits<>>
  } {
    %v1 = spirv.Constant -7 : i32
    %v2 = "test.convert_to_atomic_compare_exchange_weak_op"(%a0, %v1, %v1) : (!spirv.ptr<i32, StorageBuffer>, i32, i32) -> i32
    %v3 = arith.constant dense<-1> : vector<4xi64>
    %v4 = "test.convert_to_bit_reverse_op"(%v3) : (vector<4xi64>) -> vector<4xi64>
    "test.convert_to_module_op"() : () -> ()
    return
  }
  func.func @f4(%a0: !spirv.ptr<i16, Workgroup>, %a1: i16, %a2: i16, %a3: !spirv.ptr<i32, Uniform>) -> (i32, i1) attributes {
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Shader, SubgroupBallotKHR, Int16, GroupNonUniformBallot, AtomicStorage], [SPV_KHR_shader_ballot]>, #spirv.resource_limits<>>
  } {
    %v1 = arith.constant false
    %v2 = "test.convert_to_subgroup_ballot_op"(%v1) : (i1) -> vector<4xi32>
    %v3 = arith.constant false
    %v4 = "test.convert_to_group_non_uniform_ballot_op"(%v3) : (i1) -> vector<4xi32>
    %v5 = "test.convert_to_atomic_compare_exchange_weak_op"(%a0, %a1, %a2) : (!spirv.ptr<i16, Workgroup>, i16, i16) -> i16
    %v6 = arith.constant 42 : i32
    %v7 = "test.convert_to_atomic_compare_exchange_weak_op"(%a3, %v6, %v6) : (!spirv.ptr<i32, Uniform>, i32, i32) -> i32
    return %v7, %v3 : i32, i1
  }
}
