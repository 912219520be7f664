// FLAGS: --test-spirv-target-env
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.5, [SubgroupBallotKHR, Geometry, Vector16, Float16Buffer, StoragePushConstant16, Tessellation, StorageInputOutput16, Int16, VulkanMemoryModel], [SPV_KHR_16bit_storage]>, #spirv.resource_limits<min_subgroup_size = 16, max_subgroup_size = 32>>} {
  func.func @f0(%a0: i1, %a1: !spirv.ptr<i32, Uniform>, %a2: vector<2xi16>) attributes {
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.4, [Int64Atomics, Float16, GroupNonUniform, Int16, GeometryPointSize, GroupNonUniformBallot, Kernel, Int64], [SPV_KHR_16bit_storage]>, #spirv.resource_limits<>>
  } {
    %v1 = "test.convert_to_group_non_uniform_ballot_op"(%a0) : (i1) -> vector<4xi32>
    %v2 = spirv.Constant 3 : i32
    %v3 = spirv.Constant 3 : i32
    %v4 = "test.convert_to_atomic_compare_exchange_weak_op"(%a1, %v2, %v3) : (!spirv.ptr<i32, Uniform>, i32, i32) -> i32
    %v5 = "test.convert_to_bit_reverse_op"(%a2) : (vector<2xi16>) -> vector<2xi16>
    return
  }
  func.func @f1(%a0: !spirv.ptr<i32, Function>, %a1: i32) -> (i1, i32) attributes {
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.3, [GroupNonUniformBallot, Geometry, Shader, GenericPointer, AtomicStorage, Kernel], []>, api=OpenCL, #spirv.resource_limits<>>
  } {
    %v1 = arith.constant false
    %v2 = "test.convert_to_group_non_uniform_ballot_op"(%v1) : (i1) -> vector<4xi32>
    %v3 = spirv.Constant 12 : i32
    %v4 = "test.convert_to_atomic_compare_exchange_weak_op"(%a0, %v3, %v3) : (!spirv.ptr<i32, Function>, i32, i32) -> i32
    "test.sink"(%v4) : (i32) -> ()
    %v5 = "test.convert_to_bit_reverse_op"(%a1) : (i32) -> i32
    %v6 = "test.convert_to_group_non_uniform_ballot_op"(%v1) : (i1) -> vector<4xi32>
    return %v1, %v3 : i1, i32
  }
  func.func @f2(%a0: !spirv.ptr<i16, Generic>, %a1: i16) attributes {
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.2, [GenericPointer, Kernel, Int16, AtomicStorage], []>, #spirv.resource_limits<>>
  } {
    %v1 = "test.convert_to_atomic_compare_exchange_weak_op"(%a0, %a1, %a1) : (!spirv.ptr<i16, Generic>, i16, i16) -> i16
    return
  }
  func.func @f3(%a0: i1, %a1: !spirv.ptr<i32, Private>, %a2: i8) -> i8 attributes {
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.3, [Int64, GeometryPointSize, Kernel, AtomicStorage, Int8], []>, AMD:IntegratedGPU, #spirv.resource_limits<>>
  } {
    %v1 = "test.convert_to_group_non_uniform_ballot_op"(%a0) : (i1) -> vector<4xi32>
    "test.sink"(%v1) : (vector<4xi32>) -> ()
    %v2 = arith.constant dense<-1> : vector<4xi64>
    %v3 = "test.convert_to_bit_reverse_op"(%v2) : (vector<4xi64>) -> vector<4xi64>
    %v4 = spirv.Constant 12 : i32
    %v5 = "test.convert_to_atomic_compare_exchange_weak_op"(%a1, %v4, %v4) : (!spirv.ptr<i32, Private>, i32, i32) -> i32
    %v6 = "test.convert_to_bit_reverse_op"(%a2) : (i8) -> i8
    return %v6 : i8
  }
  func.func @f4(%a0: i1) attributes {
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.4, [GenericPointer, StorageBuffer16BitAccess, SubgroupBallotKHR, GroupNonUniformVote, Vector16, Int64Atomics, VulkanMemoryModel, GroupNonUniform, Kernel], [SPV_KHR_16bit_storage, SPV_KHR_storage_buffer_storage_class, SPV_KHR_physical_storage_buffer, SPV_EXT_physical_storage_buffer, SPV_KHR_vulkan_memory_model]>, api=WebGPU, #spirv.resource_limits<>>
  } {
    %v1 = "test.convert_to_subgroup_ballot_op"(%a0) : (i1) -> vector<4xi32>
    return
  }
  func.func @f5() attributes {
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.2, [PhysicalStorageBufferAddresses, Int8, StorageUniform16, VulkanMemoryModel, VulkanMemoryModelDeviceScope, Vector16], [SPV_KHR_physical_storage_buffer, SPV_KHR_vulkan_memory_model]>, #spirv.resource_limits<>>
  } {
    %v1 = arith.constant dense<5> : vector<16xi32>
    %v2 = "test.convert_to_bit_reverse_op"(%v1) : (vector<16xi32>) -> vector<16xi32>
    "test.convert_to_module_op"() : () -> ()
    "test.convert_to_module_op"() : () -> ()
    return
  }
}
