// FLAGS: --test-spirv-target-env
module {
  func.func @f0(%a0: i1, %a1: i32, %a2: !spirv.ptr<i32, Workgroup>, %a3: i32) -> i32 attributes {
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.1, [Int64, Kernel, AtomicStorage, Shader, GroupNonUniformBallot, StorageInputOutput16], []>, #spirv.resource_limits<>>
  } {
    %v1 = "test.convert_to_group_non_uniform_ballot_op"(%a0) : (i1) -> vector<4xi32>
    "test.sink"(%v1) : (vector<4xi32>) -> ()
    %v2 = "test.convert_to_bit_reverse_op"(%a1) : (i32) -> i32
    %v3 = "test.convert_to_atomic_compare_exchange_weak_op"(%a2, %a3, %a3) : (!spirv.ptr<i32, Workgroup>, i32, i32) -> i32
    return %v3 : i32
  }
  func.func @f1(%a0: i1) attributes {
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.6, [], []>, #spirv.resource_limits<>>
  } {
    %v1 = "test.convert_to_group_non_uniform_ballot_op"(%a0) : (i1) -> vector<4xi32>
    return
  }
}
