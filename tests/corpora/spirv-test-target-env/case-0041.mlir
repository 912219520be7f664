// FLAGS: --test-spirv-target-env
module {
  func.func @f0() attributes {
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.1, [PhysicalStorageBufferAddresses], [SPV_KHR_vulkan_memory_model]>, Qualcomm:DiscreteGPU:0x1234, #spirv.resource_limits<>>
  } {
    "test.convert_to_module_op"() : () -> ()
    return
  }
  func.func @f1(%a0: i32) attributes {
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.4, [Shader, StoragePushConstant16], [SPV_KHR_subgroup_vote]>, #spirv.resource_limits<>>
  } {
    %v1 = "test.convert_to_bit_reverse_op"(%a0) : (i32) -> i32
    return
  }
  func.func @f2(%a0: vector<4xi32>, %a1: i32) attributes {
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [DotProduct, Int64, Vector16, Float16, GroupNonUniformBallot, Matrix, GeometryPointSize, StorageBuffer8BitAccess], [SPV_KHR_16bit_storage, SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<>>
  } {
    %v1 = "test.convert_to_bit_reverse_op"(%a0) : (vector<4xi32>) -> vector<4xi32>
    %v2 = "test.convert_to_bit_reverse_op"(%a1) : (i32) -> i32
    return
  }
  func.func @f3(%a0: !spirv.ptr<i8, Workgroup>, %a1: i1) attributes {
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.5, [VulkanMemoryModel, Tessellation, StorageInputOutput16, Geometry, UniformAndStorageBuffer8BitAccess, StorageUniform16], [SPV_KHR_16bit_storage, SPV_KHR_integer_dot_product, SPV_KHR_subgroup_vote, SPV_KHR_shader_ballot]>, #spirv.resource_limits<>>
  } {
    %v1 = spirv.Constant 0 : i8
    %v2 = arith.constant 0 : i8
    %v3 = "test.convert_to_atomic_compare_exchange_weak_op"(%a0, %v1, %v2) : (!spirv.ptr<i8, Workgroup>, i8, i8) -> i8
    "test.sink"(%v3) : (i8) -> ()
    %v4 = "test.convert_to_subgroup_ballot_op"(%a1) : (i1) -> vector<4xi32>
    return
  }
  func.func @f4(%a0: i1) -> i1 attributes {
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.1, [StorageBuffer16BitAccess, Addresses, Kernel, Float64, StorageBuffer8BitAccess, StorageInputOutput16, PhysicalStorageBufferAddresses, Tessellation, StoragePushConstant8, Int8, GenericPointer], [SPV_KHR_subgroup_vote, SPV_KHR_8bit_storage, SPV_KHR_storage_buffer_storage_class, SPV_KHR_variable_pointers, SPV_KHR_integer_dot_product]>, #spirv.resource_limits<>>
  } {
    "test.convert_to_module_op"() : () -> ()
    %v1 = arith.constant false
    %v2 = "test.convert_to_subgroup_ballot_op"(%v1) : (i1) -> vector<4xi32>
    %v3 = "test.convert_to_subgroup_ballot_op"(%a0) : (i1) -> vector<4xi32>
    return %v1 : i1
  }
  func.func @f5(%a0: !spirv.ptr<i32, Workgroup>, %a1: i32, %a2: i32) -> i32 attributes {
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.1, [Int64, UniformAndStorageBuffer8BitAccess, Shader, StoragePushConstant8], [SPV_KHR_shader_ballot, SPV_KHR_subgroup_vote, SPV_KHR_16bit_storage, SPV_EXT_physical_storage_buffer]>, #spirv.resource_limits<max_compute_workgroup_invocations = 256>>
  } {
    %v1 = arith.constant false
    %v2 = "test.convert_to_group_non_uniform_ballot_op"(%v1) : (i1) -> vector<4xi32>
    %v3 = "test.convert_to_subgroup_ballot_op"(%v1) : (i1) -> vector<4xi32>
    %v4 = "test.convert_to_atomic_compare_exchange_weak_op"(%a0, %a1, %a1) : (!spirv.ptr<i32, Workgroup>, i32, i32) -> i32
    %v5 = "test.convert_to_atomic_compare_exchange_weak_op"(%a0, %a2, %v4) : (!spirv.ptr<i32, Workgroup>, i32, i32) -> i32
    return %v5 : i32
  }
}
