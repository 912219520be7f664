// FLAGS: --test-spirv-target-env
// The pass runs on each function on its own, and each function it
// converts is verified: the first function converts a ballot on a vector of
// booleans, which `spirv.GroupNonUniformBallot` does not accept, and the
// second has no target environment. The first function's error comes
// first.
module {
  func.func @converted_but_invalid(%flags: vector<4xi1>) -> vector<4xi32> attributes {
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.3, [Shader, GroupNonUniformBallot], []>, #spirv.resource_limits<>>
  } {
    %ballot = "test.convert_to_group_non_uniform_ballot_op"(%flags) : (vector<4xi1>) -> vector<4xi32>
    return %ballot : vector<4xi32>
  }
  func.func @no_target(%flag: i1) -> vector<4xi32> {
    %ballot = "test.convert_to_group_non_uniform_ballot_op"(%flag) : (i1) -> vector<4xi32>
    return %ballot : vector<4xi32>
  }
}
