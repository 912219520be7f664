// FLAGS: --test-spirv-target-env
module {
  func.func @f0(%a0: !spirv.ptr<i32, Function>, %a1: i32, %a2: i32, %a3: !spirv.ptr<i32, PhysicalStorageBuffer>, %a4: !spirv.ptr<i32, StorageBuffer>, %a5: i32) attributes {
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [PhysicalStorageBufferAddresses, Int64, Shader, VulkanMemoryModelDeviceScope, AtomicStorage], [SPV_KHR_variable_pointers]>, #spirv.resource_limits<>>
  } {
    %v1 = "test.convert_to_atomic_compare_exchange_weak_op"(%a0, %a1, %a1) : (!spirv.ptr<i32, Function>, i32, i32) -> i32
    %v2 = "test.convert_to_bit_reverse_op"(%a2) : (i32) -> i32
    %v3 = "test.convert_to_atomic_compare_exchange_weak_op"(%a3, %v1, %a1) : (!spirv.ptr<i32, PhysicalStorageBuffer>, i32, i32) -> i32
    %v4 = "test.convert_to_atomic_compare_exchange_weak_op"(%a4, %a5, %a5) : (!spirv.ptr<i32, StorageBuffer>, i32, i32) -> i32
    return
  }
  func.func @f1(%a0: i1) -> (vector<4xi32>, vector<4xi32>) attributes {
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.1, [], [SPV_KHR_shader_ballot]>, #spirv.resource_limits<max_compute_workgroup_size = [64, 32, 1]>>
  } {
    %v1 = "test.convert_to_subgroup_ballot_op"(%a0) : (i1) -> vector<4xi32>
    %v2 = "test.convert_to_subgroup_ballot_op"(%a0) : (i1) -> vector<4xi32>
    return %v1, %v2 : vector<4xi32>, vector<4xi32>
  }
  func.func @f2(%a0: i1, %a1: i32) -> (i1, vector<4xi32>) attributes {
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.3, [GroupNonUniformBallot, SubgroupBallotKHR], [SPV_KHR_shader_ballot]>, #spirv.resource_limits<max_compute_workgroup_invocations = 256>>
  } {
    %v1 = "test.convert_to_subgroup_ballot_op"(%a0) : (i1) -> vector<4xi32>
    %v2 = arith.constant false
    %v3 = "test.convert_to_subgroup_ballot_op"(%v2) : (i1) -> vector<4xi32>
    %v4 = "test.convert_to_bit_reverse_op"(%a1) : (i32) -> i32
    %v5 = "test.convert_to_group_non_uniform_ballot_op"(%v2) : (i1) -> vector<4xi32>
    return %v2, %v3 : i1, vector<4xi32>
  }
  func.func @f3(%a0: i1, %a1: i1) -> (vector<4xi32>, vector<4xi32>) attributes {
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.3, [SubgroupBallotKHR, Vector16, GroupNonUniformBallot, Int64], [SPV_KHR_16bit_storage, SPV_KHR_shader_ballot]>, #spirv.resource_limits<>>
  } {
    %v1 = "test.convert_to_group_non_uniform_ballot_op"(%a0) : (i1) -> vector<4xi32>
    %v2 = "test.convert_to_group_non_uniform_ballot_op"(%a1) : (i1) -> vector<4xi32>
    %v3 = "test.convert_to_subgroup_ballot_op"(%a1) : (i1) -> vector<4xi32>
    %v4 = arith.constant false
    %v5 = "test.convert_to_group_non_uniform_ballot_op"(%v4) : (i1) -> vector<4xi32>
    return %v3, %v5 : vector<4xi32>, vector<4xi32>
  }
  func.func @f4(%a0: !spirv.ptr<i32, Input>, %a1: i8) -> i8 attributes {
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.2, [StorageBuffer16BitAccess, Float16, Shader, GenericPointer, PhysicalStorageBufferAddresses, StorageInputOutput16, Float16Buffer, StorageUniform16, Float64], [SPV_KHR_16bit_storage, SPV_KHR_integer_dot_product]>, #spirv.resource_limits<>>
  } {
    %v1 = spirv.Constant 3 : i32
    %v2 = "test.convert_to_bit_reverse_op"(%v1) : (i32) -> i32
    %v3 = "test.convert_to_atomic_compare_exchange_weak_op"(%a0, %v1, %v1) : (!spirv.ptr<i32, Input>, i32, i32) -> i32
    "test.sink"(%v3) : (i32) -> ()
    "test.convert_to_module_op"() : () -> ()
    %v4 = "test.convert_to_bit_reverse_op"(%a1) : (i8) -> i8
    return %v4 : i8
  }
  func.func @f5(%a0: !spirv.ptr<i32, Private>, %a1: i32, %a2: !spirv.ptr<i64, Workgroup>, %a3: i64, %a4: !spirv.ptr<i32, StorageBuffer>, %a5: i32, %a6: !spirv.ptr<i32, Workgroup>) -> (i32, i32) attributes {
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.6, [AtomicStorage, DotProduct, Int64, Matrix, Vector16, Shader], [SPV_KHR_8bit_storage, SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<subgroup_size = 64>>
  } {
    %v1 = spirv.Constant 0 : i32
    %v2 = "test.convert_to_atomic_compare_exchange_weak_op"(%a0, %a1, %v1) : (!spirv.ptr<i32, Private>, i32, i32) -> i32
    %v3 = "test.convert_to_atomic_compare_exchange_weak_op"(%a2, %a3, %a3) : (!spirv.ptr<i64, Workgroup>, i64, i64) -> i64
    %v4 = "test.convert_to_atomic_compare_exchange_weak_op"(%a4, %a5, %v1) : (!spirv.ptr<i32, StorageBuffer>, i32, i32) -> i32
    %v5 = spirv.Constant 12 : i32
    %v6 = "test.convert_to_atomic_compare_exchange_weak_op"(%a6, %v5, %v2) : (!spirv.ptr<i32, Workgroup>, i32, i32) -> i32
    return %v4, %v6 : i32, i32
  }
}
