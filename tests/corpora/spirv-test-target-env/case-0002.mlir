// FLAGS: --test-spirv-target-env
module {
  func.func @f0(%a0: i1, %a1: !spirv.ptr<i32, Workgroup>) -> (i32, vector<4xi32>) attributes {
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.3, [GroupNonUniformBallot, Shader, SubgroupBallotKHR, Float16Buffer, VulkanMemoryModelDeviceScope, AtomicStorage], [SPV_KHR_shader_ballot, SPV_KHR_subgroup_vote]>, api=WebGPU, AMD:IntegratedGPU, #spirv.resource_limits<>>
  } {
    %v1 = "test.convert_to_subgroup_ballot_op"(%a0) : (i1) -> vector<4xi32>
    %v2 = spirv.Constant 12 : i32
    %v3 = "test.convert_to_atomic_compare_exchange_weak_op"(%a1, %v2, %v2) : (!spirv.ptr<i32, Workgroup>, i32, i32) -> i32
    %v4 = arith.constant 0 : i32
    %v5 = "test.convert_to_bit_reverse_op"(%v4) : (i32) -> i32
    %v6 = "test.convert_to_group_non_uniform_ballot_op"(%a0) : (i1) -> vector<4xi32>
    return %v4, %v1 : i32, vector<4xi32>
  }
  func.func @f1(%a0: i16) attributes {
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.4, [Tessellation, GroupNonUniformBallot, Float64, Vector16], [SPV_KHR_integer_dot_product]>, #spirv.resource_limits<>>
  } {
    %v1 = "test.convert_to_bit_reverse_op"(%a0) : (i16) -> i16
    %v2 = arith.constant dense<-1> : vector<8xi16>
    %v3 = "test.convert_to_bit_reverse_op"(%v2) : (vector<8xi16>) -> vector<8xi16>
    %v4 = arith.constant true
    %v5 = "test.convert_to_group_non_uniform_ballot_op"(%v4) : (i1) -> vector<4xi32>
    %v6 = "test.convert_to_group_non_uniform_ballot_op"(%v4) : (i1) -> vector<4xi32>
    return
  }
}
