// FLAGS: --test-spirv-target-env
module {
  func.func @f0() attributes {
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.2, [], [SPV_EXT_physical_storage_buffer, SPV_KHR_shader_ballot, SPV_KHR_16bit_storage, SPV_KHR_variable_pointers]>, Intel:CPU, #spirv.resource_limits<>>
  } {
    %v1 = arith.constant false
    %v2 = "test.convert_to_subgroup_ballot_op"(%v1) : (i1) -> vector<4xi32>
    "test.sink"(%v2) : (vector<4xi32>) -> ()
    return
  }
  func.func @f1(%a0: i1, %a1: i32) -> vector<4xi32> attributes {
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.1, [Shader, SubgroupBallotKHR], []>, #spirv.resource_limits<>>
  } {
    %v1 = "test.convert_to_subgroup_ballot_op"(%a0) : (i1) -> vector<4xi32>
    "test.sink"(%v1) : (vector<4xi32>) -> ()
    %v2 = "test.convert_to_bit_reverse_op"(%a1) : (i32) -> i32
    return %v1 : vector<4xi32>
  }
  func.func @f2(%a0: !spirv.ptr<i16, Workgroup>, %a1: i16) -> i16 attributes {
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.1, [Geometry, AtomicStorage, Kernel], [SPV_KHR_vulkan_memory_model, SPV_KHR_variable_pointers]>, #spirv.resource_limits<>>
  } {
    %v1 = arith.constant 42 : i16
    %v2 = "test.convert_to_atomic_compare_exchange_weak_op"(%a0, %a1, %v1) : (!spirv.ptr<i16, Workgroup>, i16, i16) -> i16
    return %v1 : i16
  }
}
