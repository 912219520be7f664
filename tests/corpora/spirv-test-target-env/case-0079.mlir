// FLAGS: --test-spirv-target-env
module {
  func.func @f0() attributes {
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.4, [], []>, #spirv.resource_limits<>>
  } {
    %v1 = arith.constant 1 : i32
    %v2 = "test.convert_to_bit_reverse_op"(%v1) : (i32) -> i32
    return
  }
  func.func @f1() attributes {
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [], []>, #spirv.resource_limits<>>
  } {
    %v1 = arith.constant true
    %v2 = "test.convert_to_group_non_uniform_ballot_op"(%v1) : (i1) -> vector<4xi32>
    return
  }
}
