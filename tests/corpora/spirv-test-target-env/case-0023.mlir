// FLAGS: --test-spirv-target-env
module {
  func.func @f0(%a0: i1, %a1: !spirv.ptr<i32, AtomicCounter>, %a2: i32) -> (i32, vector<4xi32>) attributes {
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Matrix, GenericPointer, StorageBuffer8BitAccess, VulkanMemoryModel, SubgroupBallotKHR, AtomicStorage, Kernel, VulkanMemoryModelDeviceScope], [SPV_KHR_shader_ballot]>, Intel:CPU, #spirv.resource_limits<>>
  } {
    %v1 = "test.convert_to_subgroup_ballot_op"(%a0) : (i1) -> vector<4xi32>
    %v2 = "test.convert_to_atomic_compare_exchange_weak_op"(%a1, %a2, %a2) : (!spirv.ptr<i32, AtomicCounter>, i32, i32) -> i32
    return %v2, %v1 : i32, vector<4xi32>
  }
  func.func @f1(%a0: i1, %a1: !spirv.ptr<i64, StorageBuffer>, %a2: i64, %a3: !spirv.ptr<i32, Input>, %a4: i32, %a5: i8) attributes {
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Int64, Kernel, GeometryPointSize, AtomicStorage, Int8, SubgroupBallotKHR], []>, api=WebGPU, #spirv.resource_limits<>>
  } {
    %v1 = "test.convert_to_subgroup_ballot_op"(%a0) : (i1) -> vector<4xi32>
    %v2 = "test.convert_to_atomic_compare_exchange_weak_op"(%a1, %a2, %a2) : (!spirv.ptr<i64, StorageBuffer>, i64, i64) -> i64
    %v3 = "test.convert_to_atomic_compare_exchange_weak_op"(%a3, %a4, %a4) : (!spirv.ptr<i32, Input>, i32, i32) -> i32
    %v4 = "test.convert_to_bit_reverse_op"(%a5) : (i8) -> i8
    return
  }
}
