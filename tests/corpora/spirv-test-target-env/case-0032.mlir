// FLAGS: --test-spirv-target-env
module {
  func.func @f0(%a0: i1, %a1: !spirv.ptr<i64, Image>, %a2: i64, %a3: vector<4xi64>) -> i64 attributes {
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.5, [Shader, SubgroupBallotKHR, Int64, Int16, AtomicStorage], [SPV_KHR_shader_ballot]>, #spirv.resource_limits<>>
  } {
    %v1 = "test.convert_to_subgroup_ballot_op"(%a0) : (i1) -> vector<4xi32>
    %v2 = arith.constant -3 : i16
    %v3 = "test.convert_to_bit_reverse_op"(%v2) : (i16) -> i16
    "test.sink"(%v3) : (i16) -> ()
    %v4 = "test.convert_to_atomic_compare_exchange_weak_op"(%a1, %a2, %a2) : (!spirv.ptr<i64, Image>, i64, i64) -> i64
    %v5 = "test.convert_to_bit_reverse_op"(%a3) : (vector<4xi64>) -> vector<4xi64>
    return %v4 : i64
  }
  func.func @f1(%a0: i64, %a1: i1) -> (vector<4xi32>, i64) attributes {
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.4, [PhysicalStorageBufferAddresses, Int64, VulkanMemoryModel, SubgroupBallotKHR], [SPV_EXT_physical_storage_buffer, SPV_KHR_shader_ballot]>, #spirv.resource_limits<>>
  } {
    %v1 = "test.convert_to_bit_reverse_op"(%a0) : (i64) -> i64
    %v2 = "test.convert_to_subgroup_ballot_op"(%a1) : (i1) -> vector<4xi32>
    "test.convert_to_module_op"() : () -> ()
    return %v2, %v1 : vector<4xi32>, i64
  }
  func.func @f2(%a0: i1) -> vector<4xi32> attributes {
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.5, [GroupNonUniformBallot, GeometryPointSize, SubgroupBallotKHR, Kernel, StorageBuffer16BitAccess], []>, #spirv.resource_limits<>>
  } {
    %v1 = "test.convert_to_subgroup_ballot_op"(%a0) : (i1) -> vector<4xi32>
    "test.sink"(%v1) : (vector<4xi32>) -> ()
    return %v1 : vector<4xi32>
  }
  func.func @f3(%a0: i32) attributes {
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.5, [], []>, #spirv.resource_limits<>>
  } {
    %v1 = "test.convert_to_bit_reverse_op"(%a0) : (i32) -> i32
    return
  }
  func.func @f4(%a0: i1) -> vector<4xi32> attributes {
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.3, [SubgroupBallotKHR, DotProduct, Tessellation, GroupNonUniformBallot, Float16], [SPV_KHR_shader_ballot]>, api=WebGPU, #spirv.resource_limits<>>,
    a.note = "x"
  } {
    %v1 = "test.convert_to_subgroup_ballot_op"(%a0) : (i1) -> vector<4xi32>
    return %v1 : vector<4xi32>
  }
}
