// FLAGS: --test-spirv-target-env
module {
  func.func @f0(%a0: i1) attributes {
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.3, [SubgroupBallotKHR, GeometryPointSize], [SPV_KHR_storage_buffer_storage_class, SPV_KHR_subgroup_vote, SPV_KHR_shader_ballot]>, ARM:Unknown, #spirv.resource_limits<min_subgroup_size = 16, max_subgroup_size = 32>>
  } {
    %v1 = "test.convert_to_subgroup_ballot_op"(%a0) : (i1) -> vector<4xi32>
    return
  }
  func.func @f1(%a0: vector<2xindex>, %a1: !spirv.ptr<i32, Generic>, %a2: i32) attributes {
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.1, [Kernel, Shader, GenericPointer, Int64], []>, #spirv.resource_limits<max_compute_workgroup_size = [64, 32, 1]>>
  } {
    %v1 = "test.convert_to_bit_reverse_op"(%a0) : (vector<2xindex>) -> vector<2xindex>
    %v2 = arith.constant 42 : i64
    %v3 = "test.convert_to_bit_reverse_op"(%v2) : (i64) -> i64
    %v4 = "test.convert_to_atomic_compare_exchange_weak_op"(%a1, %a2, %a2) : (!spirv.ptr<i32, Generic>, i32, i32) -> i32
    return
  }
}
