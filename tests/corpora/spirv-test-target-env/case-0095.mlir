// FLAGS: --test-spirv-target-env
module {
  func.func @f0() -> i1 attributes {
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.2, [VulkanMemoryModel, GroupNonUniformBallot, PhysicalStorageBufferAddresses], [SPV_KHR_vulkan_memory_model, SPV_KHR_physical_storage_buffer]>, #spirv.resource_limits<>>
  } {
    %v1 = arith.constant true
    %v2 = "test.convert_to_group_non_uniform_ballot_op"(%v1) : (i1) -> vector<4xi32>
    "test.sink"(%v2) : (vector<4xi32>) -> ()
    "test.convert_to_module_op"() : () -> ()
    return %v1 : i1
  }
  func.func @f1(%a0: !spirv.ptr<i32, Private>, %a1: i32) -> i32 attributes {
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.3, [GeometryPointSize, VulkanMemoryModel, StorageInputOutput16, Float16Buffer, Int16, GroupNonUniformVote, Addresses, Kernel, GroupNonUniformBallot], [SPV_KHR_vulkan_memory_model, SPV_EXT_physical_storage_buffer]>, api=WebGPU, #spirv.resource_limits<>>,
    foo = 1 : i32
  } {
    %v1 = arith.constant true
    %v2 = "test.convert_to_group_non_uniform_ballot_op"(%v1) : (i1) -> vector<4xi32>
    "test.sink"(%v2) : (vector<4xi32>) -> ()
    cf.br ^bb1
  ^bb1:
    %v3 = spirv.Constant 0 : i32
    %v4 = "test.convert_to_atomic_compare_exchange_weak_op"(%a0, %a1, %v3) : (!spirv.ptr<i32, Private>, i32, i32) -> i32
    "test.convert_to_module_op"() : () -> ()
    return %v3 : i32
  }
  func.func @f2(%a0: i1) -> (vector<16xi32>, vector<3xi32>) attributes {
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.3, [StorageBuffer16BitAccess, VulkanMemoryModel, Matrix, DotProduct, AtomicStorage, UniformAndStorageBuffer8BitAccess], [SPV_KHR_vulkan_memory_model, SPV_KHR_variable_pointers]>, #spirv.resource_limits<>>
  } {
    %v1 = arith.constant dense<5> : vector<3xi32>
    %v2 = "test.convert_to_bit_reverse_op"(%v1) : (vector<3xi32>) -> vector<3xi32>
    %v3 = arith.constant dense<-1> : vector<16xi32>
    %v4 = "test.convert_to_bit_reverse_op"(%v3) : (vector<16xi32>) -> vector<16xi32>
    %v5 = "test.convert_to_group_non_uniform_ballot_op"(%a0) : (i1) -> vector<4xi32>
    "test.sink"(%v5) : (vector<4xi32>) -> ()
    "test.convert_to_module_op"() : () -> ()
    return %v4, %v1 : vector<16xi32>, vector<3xi32>
  }
  func.func @f3(%a0: index) -> index attributes {
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.3, [], []>, #spirv.resource_limits<>>
  } {
    %v1 = "test.convert_to_bit_reverse_op"(%a0) : (index) -> index
    return %v1 : index
  }
}
