// FLAGS: --test-spirv-target-env
module {
  func.func @f0(%a0: vector<8xi32>) attributes {
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.3, [Float16, DotProduct, PhysicalStorageBufferAddresses, Int16, UniformAndStorageBuffer8BitAccess, AtomicStorage, VulkanMemoryModel, Vector16], [SPV_KHR_vulkan_memory_model]>, #spirv.resource_limits<>>
  } {
    %v1 = "test.convert_to_bit_reverse_op"(%a0) : (vector<8xi32>) -> vector<8xi32>
    "test.convert_to_module_op"() : () -> ()
    return
  }
  func.func @f1(%a0: !spirv.ptr<i8, StorageBuffer>, %a1: i8) -> i1 attributes {
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.5, [Tessellation, SubgroupBallotKHR, Kernel, Float16, Int8, Shader, StorageBuffer8BitAccess, AtomicStorage], [SPV_KHR_variable_pointers, SPV_KHR_16bit_storage, SPV_KHR_8bit_storage, SPV_KHR_shader_ballot]>, #spirv.resource_limits<max_compute_workgroup_size = [64, 32, 1]>>
  } {
    %v1 = arith.constant 0 : i8
    %v2 = "test.convert_to_atomic_compare_exchange_weak_op"(%a0, %v1, %a1) : (!spirv.ptr<i8, StorageBuffer>, i8, i8) -> i8
    %v3 = arith.constant false
    %v4 = "test.convert_to_subgroup_ballot_op"(%v3) : (i1) -> vector<4xi32>
    return %v3 : i1
  }
  func.func @f2() attributes {
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.2, [PhysicalStorageBufferAddresses, VulkanMemoryModel, Shader], [SPV_KHR_physical_storage_buffer]>, api=OpenCL, Intel:CPU, #spirv.resource_limits<>>
  } {
    %v1 = arith.constant dense<5> : vector<5xi32>
    %v2 = "test.convert_to_bit_reverse_op"(%v1) : (vector<5xi32>) -> vector<5xi32>
    "test.convert_to_module_op"() : () -> ()
    return
  }
  func.func @f3(%a0: i16, %a1: i1, %a2: !spirv.ptr<i32, PhysicalStorageBuffer>, %a3: i32) attributes {
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.3, [SubgroupBallotKHR, Shader, Kernel, AtomicStorage, GroupNonUniformBallot, PhysicalStorageBufferAddresses], [SPV_KHR_physical_storage_buffer, SPV_KHR_shader_ballot, SPV_KHR_8bit_storage]>, api=WebGPU, #spirv.resource_limits<>>
  } {
    %v1 = "test.convert_to_bit_reverse_op"(%a0) : (i16) -> i16
    %v2 = "test.convert_to_subgroup_ballot_op"(%a1) : (i1) -> vector<4xi32>
    %v3 = "test.convert_to_group_non_uniform_ballot_op"(%a1) : (i1) -> vector<4xi32>
    %v4 = spirv.Constant 3 : i32
    %v5 = "test.convert_to_atomic_compare_exchange_weak_op"(%a2, %a3, %v4) : (!spirv.ptr<i32, PhysicalStorageBuffer>, i32, i32) -> i32
    return
  }
  func.func @f4(%a0: !spirv.ptr<i32, StorageBuffer>, %a1: i32) -> (i1, vector<4xi32>) attributes {
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.2, [SubgroupBallotKHR, Float16Buffer, Shader, AtomicStorage], [SPV_KHR_variable_pointers]>, #spirv.resource_limits<max_compute_workgroup_invocations = 256>>
  } {
    %v1 = arith.constant true
    %v2 = "test.convert_to_subgroup_ballot_op"(%v1) : (i1) -> vector<4xi32>
    %v3 = spirv.Constant 12 : i32
    %v4 = "test.convert_to_atomic_compare_exchange_weak_op"(%a0, %v3, %a1) : (!spirv.ptr<i32, StorageBuffer>, i32, i32) -> i32
    return %v1, %v2 : i1, vector<4xi32>
  }
}
