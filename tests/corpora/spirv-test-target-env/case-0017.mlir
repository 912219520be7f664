// FLAGS: --test-spirv-target-env
module {
  func.func @f0(%a0: i1, %a1: !spirv.ptr<i32, Function>, %a2: i32) -> (i1, vector<4xi32>) attributes {
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.3, [SubgroupBallotKHR, Vector16, AtomicStorage], [SPV_KHR_shader_ballot]>, #spirv.resource_limits<>>
  } {
    %v1 = "test.convert_to_subgroup_ballot_op"(%a0) : (i1) -> vector<4xi32>
    %v2 = arith.constant false
    %v3 = "test.convert_to_subgroup_ballot_op"(%v2) : (i1) -> vector<4xi32>
    %v4 = "test.convert_to_atomic_compare_exchange_weak_op"(%a1, %a2, %a2) : (!spirv.ptr<i32, Function>, i32, i32) -> i32
    return %v2, %v3 : i1, vector<4xi32>
  }
  func.func @f1(%a0: !spirv.ptr<i32, CrossWorkgroup>, %a1: i32, %a2: !spirv.ptr<i8, Workgroup>, %a3: i8) -> i1 attributes {
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.6, [StorageBuffer16BitAccess, GroupNonUniformBallot, StoragePushConstant8, GeometryPointSize, Tessellation, Vector16], [SPV_EXT_physical_storage_buffer, SPV_KHR_shader_ballot, SPV_KHR_subgroup_vote]>, #spirv.resource_limits<>>
  } {
    %v1 = arith.constant false
    %v2 = "test.convert_to_subgroup_ballot_op"(%v1) : (i1) -> vector<4xi32>
    %v3 = "test.convert_to_atomic_compare_exchange_weak_op"(%a0, %a1, %a1) : (!spirv.ptr<i32, CrossWorkgroup>, i32, i32) -> i32
    %v4 = "test.convert_to_atomic_compare_exchange_weak_op"(%a2, %a3, %a3) : (!spirv.ptr<i8, Workgroup>, i8, i8) -> i8
    return %v1 : i1
  }
}
