// FLAGS: --test-spirv-target-env
module {
  func.func @f0(%a0: i1) attributes {
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.4, [UniformAndStorageBuffer8BitAccess, StoragePushConstant8], []>, #spirv.resource_limits<>>
  } {
    %v1 = "test.convert_to_subgroup_ballot_op"(%a0) : (i1) -> vector<4xi32>
    return
  }
  func.func @f1(%a0: !spirv.ptr<i32, Workgroup>, %a1: i32, %a2: vector<3xi8>, %a3: !spirv.ptr<i32, Workgroup>, %a4: i32) attributes {
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.3, [Shader, Int8, AtomicStorage, GroupNonUniformBallot], []>, #spirv.resource_limits<>>
  } {
    %v1 = "test.convert_to_atomic_compare_exchange_weak_op"(%a0, %a1, %a1) : (!spirv.ptr<i32, Workgroup>, i32, i32) -> i32
    %v2 = "test.convert_to_bit_reverse_op"(%a2) : (vector<3xi8>) -> vector<3xi8>
    %v3 = arith.constant true
    %v4 = "test.convert_to_group_non_uniform_ballot_op"(%v3) : (i1) -> vector<4xi32>
    %v5 = "test.convert_to_atomic_compare_exchange_weak_op"(%a3, %v1, %a4) : (!spirv.ptr<i32, Workgroup>, i32, i32) -> i32
    "test.sink"(%v5) : (i32) -> ()
    return
  }
}
