// FLAGS: --test-spirv-target-env
module {
  func.func @f0(%a0: i32, %a1: i8) -> i32 attributes {
    llvm.emit_c_interface,
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.6, [VulkanMemoryModelDeviceScope, PhysicalStorageBufferAddresses, Shader, Int8], [SPV_KHR_subgroup_vote]>, NVIDIA:DiscreteGPU, #spirv.resource_limits<>>
  } {
    %v1 = "test.convert_to_bit_reverse_op"(%a0) : (i32) -> i32
    %v2 = "test.convert_to_bit_reverse_op"(%a1) : (i8) -> i8
    return %v1 : i32
  }
  func.func @f1(%a0: !spirv.ptr<i64, Workgroup>, %a1: i64, %a2: !spirv.ptr<i32, Function>, %a3: i32) -> (i64, i32) attributes {
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.5, [AtomicStorage, Kernel, Int64], []>, #spirv.resource_limits<>>
  } {
    %v1 = "test.convert_to_atomic_compare_exchange_weak_op"(%a0, %a1, %a1) : (!spirv.ptr<i64, Workgroup>, i64, i64) -> i64
    %v2 = "test.convert_to_atomic_compare_exchange_weak_op"(%a2, %a3, %a3) : (!spirv.ptr<i32, Function>, i32, i32) -> i32
    return %v1, %v2 : i64, i32
  }
  func.func @f2(%a0: !spirv.ptr<i32, Private>, %a1: i32, %a2: vector<2xi32>) -> i32 attributes {
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.2, [Float16Buffer, Addresses, UniformAndStorageBuffer8BitAccess, Geometry, AtomicStorage], [SPV_KHR_shader_ballot]>, #spirv.resource_limits<>>
  } {
    %v1 = "test.convert_to_atomic_compare_exchange_weak_op"(%a0, %a1, %a1) : (!spirv.ptr<i32, Private>, i32, i32) -> i32
    %v2 = "test.convert_to_bit_reverse_op"(%a2) : (vector<2xi32>) -> vector<2xi32>
    return %v1 : i32
  }
  func.func @f3(%a0: i1, %a1: !spirv.ptr<i16, Workgroup>) -> i16 attributes {
    a.note = "x",
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.3, [Kernel, AtomicStorage, PhysicalStorageBufferAddresses, Int16, VulkanMemoryModel, GroupNonUniformBallot], [SPV_KHR_vulkan_memory_model, SPV_EXT_physical_storage_buffer]>, #spirv.resource_limits<min_subgroup_size = 16, max_subgroup_size = 32>>
  } {
    "test.convert_to_module_op"() : () -> ()
    %v1 = arith.constant false
    %v2 = "test.convert_to_group_non_uniform_ballot_op"(%v1) : (i1) -> vector<4xi32>
    %v3 = "test.convert_to_group_non_uniform_ballot_op"(%a0) : (i1) -> vector<4xi32>
    %v4 = arith.constant 7 : i16
    %v5 = "test.convert_to_atomic_compare_exchange_weak_op"(%a1, %v4, %v4) : (!spirv.ptr<i16, Workgroup>, i16, i16) -> i16
    return %v5 : i16
  }
  func.func @f4(%a0: vector<2xi32>, %a1: i16) -> (vector<2xi32>, i16) attributes {
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.6, [GroupNonUniform, Shader, Int16, StorageBuffer8BitAccess, GeometryPointSize, Int64Atomics, GroupNonUniformBallot], [SPV_KHR_shader_ballot]>, #spirv.resource_limits<>>
  } {
    %v1 = arith.constant false
    %v2 = "test.convert_to_subgroup_ballot_op"(%v1) : (i1) -> vector<4xi32>
    "test.sink"(%v2) : (vector<4xi32>) -> ()
    %v3 = "test.convert_to_bit_reverse_op"(%a0) : (vector<2xi32>) -> vector<2xi32>
    %v4 = "test.convert_to_bit_reverse_op"(%a1) : (i16) -> i16
    %v5 = "test.convert_to_bit_reverse_op"(%a0) : (vector<2xi32>) -> vector<2xi32>
    return %v3, %v4 : vector<2xi32>, i16
  }
}
