// FLAGS: --test-spirv-target-env
module {
  func.func @f0(%a0: !spirv.ptr<i32, Workgroup>, %a1: i32) {
    %v1 = "test.convert_to_atomic_compare_exchange_weak_op"(%a0, %a1, %a1) : (!spirv.ptr<i32, Workgroup>, i32, i32) -> i32
    %v2 = arith.constant dense<1> : vector<16xi8>
    %v3 = "test.convert_to_bit_reverse_op"(%v2) : (vector<16xi8>) -> vector<16xi8>
    return
  }
  func.func @f1(%a0: i1) -> vector<4xi32> attributes {
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.6, [VulkanMemoryModel, Float64, GroupNonUniformVote], [SPV_KHR_shader_ballot]>, #spirv.resource_limits<>>
  } {
    %v1 = "test.convert_to_subgroup_ballot_op"(%a0) : (i1) -> vector<4xi32>
    return %v1 : vector<4xi32>
  }
}
