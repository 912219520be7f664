// FLAGS: --test-spirv-target-env
module {
  func.func @f0(%a0: !spirv.ptr<i64, Workgroup>, %a1: i64, %a2: !spirv.ptr<i32, Private>, %a3: i32, %a4: i32, %a5: !spirv.ptr<i64, StorageBuffer>, %a6: i64) -> i1 attributes {
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.3, [Tessellation, UniformAndStorageBuffer8BitAccess, Vector16, Kernel, Float16, VulkanMemoryModel, GroupNonUniformBallot, Int64, AtomicStorage], []>, #spirv.resource_limits<>>
  } {
    %v1 = arith.constant false
    %v2 = "test.convert_to_group_non_uniform_ballot_op"(%v1) : (i1) -> vector<4xi32>
    %v3 = spirv.Constant -7 : i64
    %v4 = "test.convert_to_atomic_compare_exchange_weak_op"(%a0, %v3, %a1) : (!spirv.ptr<i64, Workgroup>, i64, i64) -> i64
    "test.sink"(%v4) : (i64) -> ()
    cf.br ^bb1
  ^bb1:
    %v5 = "test.convert_to_atomic_compare_exchange_weak_op"(%a2, %a3, %a4) : (!spirv.ptr<i32, Private>, i32, i32) -> i32
    %v6 = "test.convert_to_atomic_compare_exchange_weak_op"(%a5, %a6, %v3) : (!spirv.ptr<i64, StorageBuffer>, i64, i64) -> i64
    return %v1 : i1
  }
  func.func @f1(%a0: i1, %a1: i32) -> (i64, i64) attributes {
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.6, [SubgroupBallotKHR, Float64, Int64, StoragePushConstant16, Shader], [SPV_KHR_subgroup_vote, SPV_KHR_integer_dot_product, SPV_KHR_shader_ballot]>, #spirv.resource_limits<>>
  } {
    %v1 = "test.convert_to_subgroup_ballot_op"(%a0) : (i1) -> vector<4xi32>
    "test.sink"(%v1) : (vector<4xi32>) -> ()
    %v2 = arith.constant 42 : i64
    %v3 = "test.convert_to_bit_reverse_op"(%v2) : (i64) -> i64
    %v4 = "test.convert_to_bit_reverse_op"(%a1) : (i32) -> i32
    return %v3, %v2 : i64, i64
  }
  func.func @f2(%a0: vector<2xi32>, %a1: i1) -> vector<2xi32> attributes {
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.4, [Shader, SubgroupBallotKHR], [SPV_KHR_shader_ballot]>, #spirv.resource_limits<>>
  } {
    %v1 = arith.constant dense<-1> : vector<2xi32>
    %v2 = "test.convert_to_bit_reverse_op"(%v1) : (vector<2xi32>) -> vector<2xi32>
    %v3 = "test.convert_to_bit_reverse_op"(%a0) : (vector<2xi32>) -> vector<2xi32>
    %v4 = "test.convert_to_subgroup_ballot_op"(%a1) : (i1) -> vector<4xi32>
    return %v2 : vector<2xi32>
  }
  func.func @f3(%a0: vector<16xi32>) -> vector<16xi32> attributes {
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.3, [GroupNonUniformBallot, Shader, Tessellation, Float16, StorageBuffer16BitAccess, StoragePushConstant16, GenericPointer], [SPV_EXT_physical_storage_buffer, SPV_KHR_subgroup_vote, SPV_KHR_variable_pointers, SPV_KHR_integer_dot_product]>, #spirv.resource_limits<>>
  } {
    "test.convert_to_module_op"() : () -> ()
    cf.br ^bb1
  ^bb1:
    "test.convert_to_module_op"() : () -> ()
    %v1 = "test.convert_to_bit_reverse_op"(%a0) : (vector<16xi32>) -> vector<16xi32>
    "test.sink"(%v1) : (vector<16xi32>) -> ()
    return %v1 : vector<16xi32>
  }
}
