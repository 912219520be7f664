// FLAGS: --test-spirv-target-env
module {
  func.func @f0(%a0: i1, %a1: !spirv.ptr<i16, Workgroup>, %a2: i16) -> vector<4xi32> attributes {
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.1, [VulkanMemoryModel, SubgroupBallotKHR, Int16, GroupNonUniformBallot, Float16Buffer, AtomicStorage], [SPV_KHR_shader_ballot]>, #spirv.resource_limits<>>
  } {
    %v1 = "test.convert_to_subgroup_ballot_op"(%a0) : (i1) -> vector<4xi32>
    %v2 = spirv.Constant 12 : i16
    %v3 = "test.convert_to_atomic_compare_exchange_weak_op"(%a1, %v2, %a2) : (!spirv.ptr<i16, Workgroup>, i16, i16) -> i16
    return %v1 : vector<4xi32>
  }
  func.func @f1() -> vector<8xi8> attributes {
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [GenericPointer, GeometryPointSize, Geometry, Int64], []>, #spirv.resource_limits<>>
  } {
    %v1 = arith.constant dense<0> : vector<8xi8>
    %v2 = "test.convert_to_bit_reverse_op"(%v1) : (vector<8xi8>) -> vector<8xi8>
    "test.sink"(%v2) : (vector<8xi8>) -> ()
    return %v2 : vector<8xi8>
  }
  func.func @f2(%a0: i1) attributes {
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.5, [], []>, Intel:CPU, #spirv.resource_limits<>>
  } {
    %v1 = "test.convert_to_subgroup_ballot_op"(%a0) : (i1) -> vector<4xi32>
    return
  }
}
