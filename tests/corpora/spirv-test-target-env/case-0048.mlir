// FLAGS: --test-spirv-target-env
module {
  func.func @f0(%a0: !spirv.ptr<i32, Workgroup>, %a1: i32, %a2: vector<4xi8>, %a3: vector<4xi16>) -> (i1, vector<4xi32>) attributes {
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.3, [GroupNonUniformBallot, GeometryPointSize, Int16, AtomicStorage, Int8], []>, NVIDIA:DiscreteGPU, #spirv.resource_limits<>>
  } {
    %v1 = spirv.Constant 12 : i32
    %v2 = "test.convert_to_atomic_compare_exchange_weak_op"(%a0, %v1, %a1) : (!spirv.ptr<i32, Workgroup>, i32, i32) -> i32
    %v3 = "test.convert_to_bit_reverse_op"(%a2) : (vector<4xi8>) -> vector<4xi8>
    %v4 = arith.constant true
    %v5 = "test.convert_to_group_non_uniform_ballot_op"(%v4) : (i1) -> vector<4xi32>
    %v6 = "test.convert_to_bit_reverse_op"(%a3) : (vector<4xi16>) -> vector<4xi16>
    return %v4, %v5 : i1, vector<4xi32>
  }
  func.func @f1() attributes {
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.6, [PhysicalStorageBufferAddresses, StorageUniform16, Float16, Int64Atomics, StoragePushConstant16, StorageInputOutput16, Int16], [SPV_KHR_storage_buffer_storage_class, SPV_KHR_integer_dot_product, SPV_KHR_8bit_storage, SPV_KHR_16bit_storage]>, #spirv.resource_limits<>>
  } {
    "test.convert_to_module_op"() : () -> ()
    return
  }
  func.func @f2() -> i32 attributes {
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.3, [GroupNonUniformBallot, Int16, Geometry, Int8, AtomicStorage, VulkanMemoryModelDeviceScope, StorageBuffer8BitAccess], [SPV_KHR_physical_storage_buffer, SPV_KHR_vulkan_memory_model, SPV_KHR_integer_dot_product, SPV_KHR_8bit_storage]>, #spirv.resource_limits<>>
  } {
    %v1 = spirv.Constant 12 : i32
    %v2 = "test.convert_to_bit_reverse_op"(%v1) : (i32) -> i32
    %v3 = "test.convert_to_bit_reverse_op"(%v2) : (i32) -> i32
    return %v2 : i32
  }
  func.func @f3(%a0: vector<8xi32>, %a1: !spirv.ptr<i64, Workgroup>, %a2: i64, %a3: i64) attributes {
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.5, [GroupNonUniformBallot, StorageUniform16, Vector16, Kernel, AtomicStorage, Int64], [SPV_KHR_shader_ballot]>, Intel:CPU, #spirv.resource_limits<min_subgroup_size = 16, max_subgroup_size = 32>>
  } {
    %v1 = "test.convert_to_bit_reverse_op"(%a0) : (vector<8xi32>) -> vector<8xi32>
    "test.sink"(%v1) : (vector<8xi32>) -> ()
    %v2 = "test.convert_to_atomic_compare_exchange_weak_op"(%a1, %a2, %a3) : (!spirv.ptr<i64, Workgroup>, i64, i64) -> i64
    return
  }
}
