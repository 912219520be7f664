// FLAGS: --test-spirv-target-env
module {
  func.func @f0(%a0: !spirv.ptr<i32, Workgroup>, %a1: i32, %a2: !spirv.ptr<i32, CrossWorkgroup>) -> (vector<4xi32>, i32) attributes {
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.2, [SubgroupBallotKHR, Vector16, AtomicStorage], [SPV_KHR_shader_ballot]>, #spirv.resource_limits<>>
  } {
    %v1 = spirv.Constant 3 : i32
    %v2 = "test.convert_to_atomic_compare_exchange_weak_op"(%a0, %a1, %v1) : (!spirv.ptr<i32, Workgroup>, i32, i32) -> i32
    %v3 = arith.constant false
    %v4 = "test.convert_to_subgroup_ballot_op"(%v3) : (i1) -> vector<4xi32>
    cf.br ^bb1
  ^bb1:
    %v5 = "test.convert_to_atomic_compare_exchange_weak_op"(%a2, %v2, %v1) : (!spirv.ptr<i32, CrossWorkgroup>, i32, i32) -> i32
    return %v4, %v2 : vector<4xi32>, i32
  }
  func.func @f1(%a0: vector<4xi32>, %a1: vector<3xi32>) {
    %v1 = "test.convert_to_bit_reverse_op"(%a0) : (vector<4xi32>) -> vector<4xi32>
    %v2 = arith.constant false
    %v3 = "test.convert_to_subgroup_ballot_op"(%v2) : (i1) -> vector<4xi32>
    %v4 = "test.convert_to_bit_reverse_op"(%a1) : (vector<3xi32>) -> vector<3xi32>
    return
  }
}
