// FLAGS: --test-spirv-target-env
module {
  func.func @f0(%a0: !spirv.ptr<i32, Generic>) -> (i1, vector<4xi32>) attributes {
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.3, [SubgroupBallotKHR, Vector16, AtomicStorage], [SPV_KHR_integer_dot_product, SPV_KHR_vulkan_memory_model, SPV_KHR_shader_ballot, SPV_KHR_variable_pointers]>, api=WebGPU, #spirv.resource_limits<>>
  } {
    %v1 = arith.constant false
    %v2 = "test.convert_to_subgroup_ballot_op"(%v1) : (i1) -> vector<4xi32>
    %v3 = arith.constant -3 : i32
    %v4 = "test.convert_to_atomic_compare_exchange_weak_op"(%a0, %v3, %v3) : (!spirv.ptr<i32, Generic>, i32, i32) -> i32
    %v5 = arith.constant true
    %v6 = "test.convert_to_group_non_uniform_ballot_op"(%v5) : (i1) -> vector<4xi32>
    %v7 = "test.convert_to_subgroup_ballot_op"(%v5) : (i1) -> vector<4xi32>
    return %v5, %v6 : i1, vector<4xi32>
  }
  func.func @f1(%a0: i8, %a1: i1, %a2: vector<2xi64>) -> vector<4xi32> attributes {
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.3, [PhysicalStorageBufferAddresses, Matrix, GroupNonUniformBallot, Int64, VulkanMemoryModel, Int8, Shader], [SPV_KHR_vulkan_memory_model, SPV_KHR_physical_storage_buffer]>, #spirv.resource_limits<>>
  } {
    %v1 = "test.convert_to_bit_reverse_op"(%a0) : (i8) -> i8
    "test.sink"(%v1) : (i8) -> ()
    cf.br ^bb1
  ^bb1:
    %v2 = "test.convert_to_group_non_uniform_ballot_op"(%a1) : (i1) -> vector<4xi32>
    "test.sink"(%v2) : (vector<4xi32>) -> ()
    %v3 = "test.convert_to_bit_reverse_op"(%a2) : (vector<2xi64>) -> vector<2xi64>
    "test.convert_to_module_op"() : () -> ()
    return %v2 : vector<4xi32>
  }
  func.func @f2(%a0: i1) attributes {
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.5, [GroupNonUniformBallot, Int64Atomics, DotProduct], []>, #spirv.resource_limits<>>
  } {
    %v1 = "test.convert_to_group_non_uniform_ballot_op"(%a0) : (i1) -> vector<4xi32>
    %v2 = "test.convert_to_group_non_uniform_ballot_op"(%a0) : (i1) -> vector<4xi32>
    return
  }
  func.func @f3(%a0: !spirv.ptr<i16, Workgroup>, %a1: i32) -> (i16, i16) attributes {
    llvm.emit_c_interface,
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.1, [PhysicalStorageBufferAddresses, AtomicStorage, Shader, VulkanMemoryModel, Int16], [SPV_KHR_vulkan_memory_model]>, #spirv.resource_limits<>>
  } {
    %v1 = arith.constant 42 : i16
    %v2 = "test.convert_to_bit_reverse_op"(%v1) : (i16) -> i16
    "test.convert_to_module_op"() : () -> ()
    %v3 = "test.convert_to_atomic_compare_exchange_weak_op"(%a0, %v1, %v1) : (!spirv.ptr<i16, Workgroup>, i16, i16) -> i16
    %v4 = "test.convert_to_bit_reverse_op"(%a1) : (i32) -> i32
    return %v1, %v3 : i16, i16
  }
}
