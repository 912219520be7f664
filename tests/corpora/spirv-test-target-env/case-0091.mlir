// FLAGS: --test-spirv-target-env
module {
  func.func @f0(%a0: !spirv.ptr<i32, StorageBuffer>, %a1: i32) attributes {
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.1, [AtomicStorage, GroupNonUniform, Kernel, Shader, Float16], [SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<>>
  } {
    %v1 = arith.constant -3 : i32
    %v2 = "test.convert_to_atomic_compare_exchange_weak_op"(%a0, %v1, %a1) : (!spirv.ptr<i32, StorageBuffer>, i32, i32) -> i32
    "test.sink"(%v2) : (i32) -> ()
    return
  }
  func.func @f1(%a0: i1, %a1: !spirv.ptr<i32, Workgroup>, %a2: i32, %a3: i32) -> (i32, vector<4xi32>) attributes {
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.2, [AtomicStorage, SubgroupBallotKHR, GroupNonUniformBallot, Float64], [SPV_KHR_shader_ballot]>, #spirv.resource_limits<max_compute_workgroup_size = [64, 32, 1]>>,
    foo = 1 : i32
  } {
    %v1 = "test.convert_to_subgroup_ballot_op"(%a0) : (i1) -> vector<4xi32>
    %v2 = "test.convert_to_atomic_compare_exchange_weak_op"(%a1, %a2, %a3) : (!spirv.ptr<i32, Workgroup>, i32, i32) -> i32
    return %v2, %v1 : i32, vector<4xi32>
  }
  func.func @f2(%a0: !spirv.ptr<i32, StorageBuffer>, %a1: i32, %a2: i64, %a3: i1, %a4: i1) attributes {
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.3, [SubgroupBallotKHR, GroupNonUniformBallot, Shader, Int64, AtomicStorage, Kernel], []>, #spirv.resource_limits<>>
  } {
    %v1 = "test.convert_to_atomic_compare_exchange_weak_op"(%a0, %a1, %a1) : (!spirv.ptr<i32, StorageBuffer>, i32, i32) -> i32
    %v2 = "test.convert_to_bit_reverse_op"(%a2) : (i64) -> i64
    cf.br ^bb1
  ^bb1:
    %v3 = "test.convert_to_group_non_uniform_ballot_op"(%a3) : (i1) -> vector<4xi32>
    %v4 = "test.convert_to_subgroup_ballot_op"(%a4) : (i1) -> vector<4xi32>
    return
  }
  func.func @f3(%a0: !spirv.ptr<i32, Workgroup>, %a1: i32) -> i32 attributes {
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.3, [Kernel, PhysicalStorageBufferAddresses], [SPV_KHR_physical_storage_buffer, SPV_KHR_vulkan_memory_model]>, #spirv.resource_limits<>>
  } {
    %v1 = spirv.Constant 3 : i32
    %v2 = "test.convert_to_atomic_compare_exchange_weak_op"(%a0, %a1, %v1) : (!spirv.ptr<i32, Workgroup>, i32, i32) -> i32
    "test.convert_to_module_op"() : () -> ()
    return %v1 : i32
  }
  func.func @f4(%a0: i32) -> i32 attributes {
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.4, [Int64, StorageUniform16], [SPV_KHR_variable_pointers]>, #spirv.resource_limits<>>
  } {
    %v1 = "test.convert_to_bit_reverse_op"(%a0) : (i32) -> i32
    %v2 = "test.convert_to_bit_reverse_op"(%v1) : (i32) -> i32
    return %v1 : i32
  }
}
