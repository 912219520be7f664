// FLAGS: --test-spirv-target-env
module {
  func.func @f0(%a0: i8) attributes {
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.1, [AtomicStorage, GenericPointer, Matrix], []>, #spirv.resource_limits<>>
  } {
    %v1 = "test.convert_to_bit_reverse_op"(%a0) : (i8) -> i8
    return
  }
  func.func @f1(%a0: !spirv.ptr<i16, PhysicalStorageBuffer>, %a1: i16, %a2: vector<3xi32>) attributes {
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.3, [Kernel, PhysicalStorageBufferAddresses, StorageInputOutput16, Geometry, VulkanMemoryModel, Tessellation, Shader, AtomicStorage], [SPV_KHR_vulkan_memory_model]>, #spirv.resource_limits<>>
  } {
    "test.convert_to_module_op"() : () -> ()
    "test.convert_to_module_op"() : () -> ()
    %v1 = "test.convert_to_atomic_compare_exchange_weak_op"(%a0, %a1, %a1) : (!spirv.ptr<i16, PhysicalStorageBuffer>, i16, i16) -> i16
    %v2 = "test.convert_to_bit_reverse_op"(%a2) : (vector<3xi32>) -> vector<3xi32>
    "test.sink"(%v2) : (vector<3xi32>) -> ()
    return
  }
  func.func @f2(%a0: vector<2xi8>) attributes {
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.2, [Kernel, StorageInputOutput16, UniformAndStorageBuffer8BitAccess, AtomicStorage, PhysicalStorageBufferAddresses, GeometryPointSize, Float64, Float16, Shader, StoragePushConstant8, Vector16, VulkanMemoryModelDeviceScope, DotProduct], [SPV_KHR_integer_dot_product]>, #spirv.resource_limits<max_compute_workgroup_invocations = 256>>
  } {
    %v1 = "test.convert_to_bit_reverse_op"(%a0) : (vector<2xi8>) -> vector<2xi8>
    return
  }
  func.func @f3(%a0: i1) -> (vector<4xi32>, i64) attributes {
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.4, [SubgroupBallotKHR, PhysicalStorageBufferAddresses, Shader, Int64], [SPV_KHR_shader_ballot, SPV_KHR_physical_storage_buffer, SPV_KHR_vulkan_memory_model]>, #spirv.resource_limits<>>
  } {
    "test.convert_to_module_op"() : () -> ()
    %v1 = "test.convert_to_subgroup_ballot_op"(%a0) : (i1) -> vector<4xi32>
    %v2 = spirv.Constant 0 : i64
    %v3 = "test.convert_to_bit_reverse_op"(%v2) : (i64) -> i64
    %v4 = "test.convert_to_group_non_uniform_ballot_op"(%a0) : (i1) -> vector<4xi32>
    return %v4, %v2 : vector<4xi32>, i64
  }
  func.func @f4(%a0: i1, %a1: !spirv.ptr<i8, Uniform>, %a2: i8, %a3: i8) -> (i8, vector<4xi32>) attributes {
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.3, [UniformAndStorageBuffer8BitAccess, Kernel, Shader, AtomicStorage, GroupNonUniformBallot, Int8], [SPV_KHR_8bit_storage]>, #spirv.resource_limits<>>
  } {
    %v1 = "test.convert_to_group_non_uniform_ballot_op"(%a0) : (i1) -> vector<4xi32>
    %v2 = "test.convert_to_atomic_compare_exchange_weak_op"(%a1, %a2, %a3) : (!spirv.ptr<i8, Uniform>, i8, i8) -> i8
    return %v2, %v1 : i8, vector<4xi32>
  }
}
