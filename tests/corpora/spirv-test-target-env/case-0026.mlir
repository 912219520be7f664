// FLAGS: --test-spirv-target-env
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.4, [DotProduct, StoragePushConstant8, StorageBuffer8BitAccess, VulkanMemoryModel, PhysicalStorageBufferAddresses, GroupNonUniform, AtomicStorage], [SPV_KHR_physical_storage_buffer, SPV_KHR_shader_ballot, SPV_KHR_integer_dot_product, SPV_KHR_16bit_storage, SPV_KHR_8bit_storage]>, #spirv.resource_limits<>>} {
  func.func @f0(%a0: !spirv.ptr<i16, Generic>, %a1: !spirv.ptr<i16, Workgroup>, %a2: !spirv.ptr<i32, CrossWorkgroup>, %a3: i32) -> i16 attributes {
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.4, [StorageBuffer8BitAccess, DotProduct, GroupNonUniformBallot, Tessellation, SubgroupBallotKHR, Int64, StorageUniform16, Addresses], [SPV_KHR_shader_ballot, SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<>>
  } {
    %v1 = arith.constant 42 : i16
    %v2 = "test.convert_to_atomic_compare_exchange_weak_op"(%a0, %v1, %v1) : (!spirv.ptr<i16, Generic>, i16, i16) -> i16
    %v3 = arith.constant 0 : i16
    %v4 = "test.convert_to_atomic_compare_exchange_weak_op"(%a1, %v1, %v3) : (!spirv.ptr<i16, Workgroup>, i16, i16) -> i16
    %v5 = spirv.Constant 3 : i32
    %v6 = "test.convert_to_atomic_compare_exchange_weak_op"(%a2, %a3, %v5) : (!spirv.ptr<i32, CrossWorkgroup>, i32, i32) -> i32
    return %v4 : i16
  }
  func.func @f1(%a0: i1) attributes {
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.1, [], []>, #spirv.resource_limits<>>
  } {
    %v1 = "test.convert_to_subgroup_ballot_op"(%a0) : (i1) -> vector<4xi32>
    return
  }
}
