// FLAGS: --test-spirv-target-env
module {
  func.func @f0(%a0: !spirv.ptr<i32, Image>, %a1: i32, %a2: i8, %a3: i1) attributes {
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.1, [GroupNonUniformBallot, Vector16, Int64, StorageBuffer8BitAccess, VulkanMemoryModelDeviceScope, StorageUniform16, Int8, PhysicalStorageBufferAddresses], [SPV_EXT_physical_storage_buffer]>, api=OpenCL, #spirv.resource_limits<>>
  } {
    %v1 = "test.convert_to_atomic_compare_exchange_weak_op"(%a0, %a1, %a1) : (!spirv.ptr<i32, Image>, i32, i32) -> i32
    %v2 = "test.convert_to_bit_reverse_op"(%a2) : (i8) -> i8
    %v3 = "test.convert_to_subgroup_ballot_op"(%a3) : (i1) -> vector<4xi32>
    %v4 = arith.constant dense<-1> : vector<16xi32>
    %v5 = "test.convert_to_bit_reverse_op"(%v4) : (vector<16xi32>) -> vector<16xi32>
    return
  }
  func.func @f1() -> (vector<4xi32>, i1) attributes {
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [GroupNonUniformVote, Geometry, Shader, Int64Atomics, SubgroupBallotKHR, Matrix, Float16], [SPV_KHR_8bit_storage]>, #spirv.resource_limits<>>
  } {
    %v1 = arith.constant true
    %v2 = "test.convert_to_group_non_uniform_ballot_op"(%v1) : (i1) -> vector<4xi32>
    return %v2, %v1 : vector<4xi32>, i1
  }
}
