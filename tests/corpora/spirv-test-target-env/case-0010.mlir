// FLAGS: --test-spirv-target-env
module {
  func.func @f0(%a0: i32, %a1: !spirv.ptr<i32, AtomicCounter>) attributes {
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.2, [AtomicStorage, Float64, GroupNonUniformBallot, Kernel, StoragePushConstant16, Shader, Vector16], [SPV_KHR_integer_dot_product]>, #spirv.resource_limits<>>
  } {
    %v1 = "test.convert_to_bit_reverse_op"(%a0) : (i32) -> i32
    %v2 = arith.constant false
    %v3 = "test.convert_to_group_non_uniform_ballot_op"(%v2) : (i1) -> vector<4xi32>
    %v4 = "test.convert_to_atomic_compare_exchange_weak_op"(%a1, %a0, %a0) : (!spirv.ptr<i32, AtomicCounter>, i32, i32) -> i32
    return
  }
  func.func @f1(%a0: vector<4xi16>, %a1: i1, %a2: i1) -> (vector<4xi32>, vector<4xi32>) attributes {
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Int16, Int64, GenericPointer, SubgroupBallotKHR, StorageUniform16, GroupNonUniformBallot, Shader], [SPV_KHR_storage_buffer_storage_class, SPV_KHR_shader_ballot, SPV_KHR_integer_dot_product]>, #spirv.resource_limits<>>
  } {
    %v1 = "test.convert_to_bit_reverse_op"(%a0) : (vector<4xi16>) -> vector<4xi16>
    %v2 = "test.convert_to_subgroup_ballot_op"(%a1) : (i1) -> vector<4xi32>
    %v3 = "test.convert_to_group_non_uniform_ballot_op"(%a2) : (i1) -> vector<4xi32>
    return %v3, %v2 : vector<4xi32>, vector<4xi32>
  }
  func.func @f2(%a0: vector<2xi64>, %a1: i1, %a2: i32) attributes {
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.6, [Shader, SubgroupBallotKHR, Int64], [SPV_KHR_vulkan_memory_model, SPV_KHR_shader_ballot]>, api=Vulkan, #spirv.resource_limits<>>
  } {
    %v1 = "test.convert_to_bit_reverse_op"(%a0) : (vector<2xi64>) -> vector<2xi64>
    %v2 = "test.convert_to_subgroup_ballot_op"(%a1) : (i1) -> vector<4xi32>
    %v3 = "test.convert_to_bit_reverse_op"(%a2) : (i32) -> i32
    return
  }
  func.func private @decl(i32) -> i32
  func.func @f3(%a0: !spirv.ptr<i32, PhysicalStorageBuffer>, %a1: i64) -> i64 {
    %v1 = spirv.Constant 3 : i32
    %v2 = "test.convert_to_atomic_compare_exchange_weak_op"(%a0, %v1, %v1) : (!spirv.ptr<i32, PhysicalStorageBuffer>, i32, i32) -> i32
    %v3 = "test.convert_to_bit_reverse_op"(%a1) : (i64) -> i64
    return %v3 : i64
  }
}
