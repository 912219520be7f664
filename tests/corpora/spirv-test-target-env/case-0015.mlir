// FLAGS: --test-spirv-target-env
module {
  func.func @f0(%a0: i1) -> vector<4xi32> attributes {
    a.note = "x",
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.5, [StoragePushConstant16, Float16, StorageUniform16, Matrix], [SPV_KHR_shader_ballot]>, #spirv.resource_limits<>>
  } {
    %v1 = "test.convert_to_subgroup_ballot_op"(%a0) : (i1) -> vector<4xi32>
    %v2 = "test.convert_to_subgroup_ballot_op"(%a0) : (i1) -> vector<4xi32>
    return %v2 : vector<4xi32>
  }
  func.func @f1(%a0: i1, %a1: !spirv.ptr<i16, Private>, %a2: i16, %a3: !spirv.ptr<i32, Image>) -> vector<4xi32> attributes {
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.2, [SubgroupBallotKHR, Int64, PhysicalStorageBufferAddresses, StoragePushConstant8, AtomicStorage, Int16, Shader], [SPV_KHR_shader_ballot, SPV_KHR_vulkan_memory_model, SPV_KHR_physical_storage_buffer]>, #spirv.resource_limits<>>
  } {
    %v1 = "test.convert_to_subgroup_ballot_op"(%a0) : (i1) -> vector<4xi32>
    "test.convert_to_module_op"() : () -> ()
    %v2 = "test.convert_to_atomic_compare_exchange_weak_op"(%a1, %a2, %a2) : (!spirv.ptr<i16, Private>, i16, i16) -> i16
    %v3 = arith.constant 0 : i32
    %v4 = "test.convert_to_atomic_compare_exchange_weak_op"(%a3, %v3, %v3) : (!spirv.ptr<i32, Image>, i32, i32) -> i32
    "test.sink"(%v4) : (i32) -> ()
    return %v1 : vector<4xi32>
  }
  func.func @f2(%a0: !spirv.ptr<i64, Function>, %a1: i64, %a2: !spirv.ptr<i32, Workgroup>, %a3: i32) -> (i32, i32) attributes {
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.2, [Int64, Shader, AtomicStorage], []>, #spirv.resource_limits<>>
  } {
    %v1 = arith.constant dense<-1> : vector<4xi32>
    %v2 = "test.convert_to_bit_reverse_op"(%v1) : (vector<4xi32>) -> vector<4xi32>
    %v3 = spirv.Constant 12 : i64
    %v4 = "test.convert_to_atomic_compare_exchange_weak_op"(%a0, %v3, %a1) : (!spirv.ptr<i64, Function>, i64, i64) -> i64
    %v5 = spirv.Constant 12 : i32
    %v6 = "test.convert_to_atomic_compare_exchange_weak_op"(%a2, %v5, %a3) : (!spirv.ptr<i32, Workgroup>, i32, i32) -> i32
    return %v6, %v5 : i32, i32
  }
  func.func @f3(%a0: i1, %a1: i1, %a2: vector<8xi8>) attributes {
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.4, [Shader, GroupNonUniformBallot, Vector16, SubgroupBallotKHR, Int8, Int64Atomics, Int64], [SPV_KHR_storage_buffer_storage_class, SPV_KHR_shader_ballot]>, #spirv.resource_limits<>>
  } {
    %v1 = "test.convert_to_group_non_uniform_ballot_op"(%a0) : (i1) -> vector<4xi32>
    %v2 = "test.convert_to_subgroup_ballot_op"(%a1) : (i1) -> vector<4xi32>
    cf.br ^bb1
  ^bb1:
    %v3 = "test.convert_to_bit_reverse_op"(%a2) : (vector<8xi8>) -> vector<8xi8>
    return
  }
  func.func @f4(%a0: i1) -> vector<4xi32> attributes {
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.5, [Tessellation, Int64Atomics, GroupNonUniformBallot], []>, api=OpenCL, #spirv.resource_limits<>>
  } {
    %v1 = "test.convert_to_group_non_uniform_ballot_op"(%a0) : (i1) -> vector<4xi32>
    return %v1 : vector<4xi32>
  }
  func.func @f5(%a0: i1, %a1: vector<16xi32>, %a2: !spirv.ptr<i8, Function>, %a3: i8) -> vector<16xi32> attributes {
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.3, [Int8, GroupNonUniformBallot, Shader, Vector16], []>, #spirv.resource_limits<>>
  } {
    %v1 = "test.convert_to_group_non_uniform_ballot_op"(%a0) : (i1) -> vector<4xi32>
    %v2 = "test.convert_to_bit_reverse_op"(%a1) : (vector<16xi32>) -> vector<16xi32>
    %v3 = "test.convert_to_atomic_compare_exchange_weak_op"(%a2, %a3, %a3) : (!spirv.ptr<i8, Function>, i8, i8) -> i8
    return %v2 : vector<16xi32>
  }
}
