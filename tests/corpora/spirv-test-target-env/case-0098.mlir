// FLAGS: --test-spirv-target-env
module {
  func.func @f0(%a0: i16) -> (i16, i1) attributes {
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.4, [GroupNonUniformBallot, Kernel, SubgroupBallotKHR, Int16, StoragePushConstant16, Shader, GroupNonUniform, StorageUniform16], []>, #spirv.resource_limits<>>
  } {
    %v1 = "test.convert_to_bit_reverse_op"(%a0) : (i16) -> i16
    %v2 = arith.constant true
    %v3 = "test.convert_to_group_non_uniform_ballot_op"(%v2) : (i1) -> vector<4xi32>
    return %v1, %v2 : i16, i1
  }
  func.func @f1(%a0: vector<4xi32>, %a1: !spirv.ptr<i32, Workgroup>, %a2: i32, %a3: i32) attributes {
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.5, [Float16Buffer, Shader, AtomicStorage, Int8], []>, api=Vulkan, #spirv.resource_limits<>>
  } {
    %v1 = "test.convert_to_bit_reverse_op"(%a0) : (vector<4xi32>) -> vector<4xi32>
    "test.sink"(%v1) : (vector<4xi32>) -> ()
    %v2 = arith.constant 1 : i8
    %v3 = "test.convert_to_bit_reverse_op"(%v2) : (i8) -> i8
    cf.br ^bb1
  ^bb1:
    %v4 = "test.convert_to_atomic_compare_exchange_weak_op"(%a1, %a2, %a3) : (!spirv.ptr<i32, Workgroup>, i32, i32) -> i32
    return
  }
  func.func @f2(%a0: !spirv.ptr<i32, StorageBuffer>, %a1: i32, %a2: i32) attributes {
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.2, [Kernel, Shader, AtomicStorage], [SPV_KHR_variable_pointers]>, #spirv.resource_limits<>>
  } {
    %v1 = "test.convert_to_atomic_compare_exchange_weak_op"(%a0, %a1, %a2) : (!spirv.ptr<i32, StorageBuffer>, i32, i32) -> i32
    %v2 = "test.convert_to_bit_reverse_op"(%v1) : (i32) -> i32
    return
  }
  func.func @f3(%a0: i1) -> vector<4xi32> attributes {
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.4, [Int64, GroupNonUniformBallot, Addresses], [SPV_KHR_8bit_storage, SPV_KHR_shader_ballot]>, #spirv.resource_limits<>>
  } {
    %v1 = arith.constant false
    %v2 = "test.convert_to_subgroup_ballot_op"(%v1) : (i1) -> vector<4xi32>
    %v3 = "test.convert_to_group_non_uniform_ballot_op"(%a0) : (i1) -> vector<4xi32>
    "test.sink"(%v3) : (vector<4xi32>) -> ()
    return %v3 : vector<4xi32>
  }
}
