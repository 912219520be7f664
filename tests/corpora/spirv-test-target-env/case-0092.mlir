// FLAGS: --test-spirv-target-env
module {
  func.func @f0(%a0: i1) -> (i8, vector<4xi32>) attributes {
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [SubgroupBallotKHR, Addresses, GroupNonUniformBallot, StorageInputOutput16, VulkanMemoryModelDeviceScope, StorageBuffer8BitAccess, Float64, PhysicalStorageBufferAddresses], [SPV_KHR_16bit_storage]>, ARM:Unknown, #spirv.resource_limits<>>
  } {
    %v1 = "test.convert_to_subgroup_ballot_op"(%a0) : (i1) -> vector<4xi32>
    %v2 = "test.convert_to_group_non_uniform_ballot_op"(%a0) : (i1) -> vector<4xi32>
    %v3 = arith.constant 42 : i8
    %v4 = "test.convert_to_bit_reverse_op"(%v3) : (i8) -> i8
    return %v4, %v1 : i8, vector<4xi32>
  }
  func.func @f1(%a0: vector<16xi8>, %a1: index) attributes {
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.3, [GroupNonUniformBallot, Shader, SubgroupBallotKHR, Matrix], [SPV_KHR_shader_ballot]>, #spirv.resource_limits<>>
  } {
    %v1 = "test.convert_to_bit_reverse_op"(%a0) : (vector<16xi8>) -> vector<16xi8>
    "test.sink"(%v1) : (vector<16xi8>) -> ()
    %v2 = "test.convert_to_bit_reverse_op"(%a1) : (index) -> index
    cf.br ^bb1
  ^bb1:
    %v3 = arith.constant false
    %v4 = "test.convert_to_group_non_uniform_ballot_op"(%v3) : (i1) -> vector<4xi32>
    %v5 = "test.convert_to_subgroup_ballot_op"(%v3) : (i1) -> vector<4xi32>
    return
  }
  func.func @f2(%a0: i8, %a1: !spirv.ptr<i32, CrossWorkgroup>, %a2: i32) attributes {
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.2, [Int8, Shader, AtomicStorage, Kernel, PhysicalStorageBufferAddresses], [SPV_KHR_vulkan_memory_model, SPV_KHR_physical_storage_buffer]>, #spirv.resource_limits<>>
  } {
    %v1 = "test.convert_to_bit_reverse_op"(%a0) : (i8) -> i8
    "test.convert_to_module_op"() : () -> ()
    %v2 = "test.convert_to_atomic_compare_exchange_weak_op"(%a1, %a2, %a2) : (!spirv.ptr<i32, CrossWorkgroup>, i32, i32) -> i32
    return
  }
  func.func @f3(%a0: i16) -> i16 attributes {
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Int16, GroupNonUniform, PhysicalStorageBufferAddresses, StorageBuffer16BitAccess, Shader], [SPV_KHR_8bit_storage, SPV_KHR_physical_storage_buffer]>, #spirv.resource_limits<>>
  } {
    %v1 = "test.convert_to_bit_reverse_op"(%a0) : (i16) -> i16
    "test.convert_to_module_op"() : () -> ()
    return %v1 : i16
  }
  func.func @f4(%a0: !spirv.ptr<i32, CrossWorkgroup>, %a1: i32, %a2: i32, %a3: i64) -> i32 attributes {
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.1, [Float16, AtomicStorage, Kernel, GroupNonUniformBallot, Int64, Tessellation], [SPV_KHR_integer_dot_product, SPV_KHR_physical_storage_buffer]>, #spirv.resource_limits<>>
  } {
    %v1 = arith.constant -3 : i32
    %v2 = "test.convert_to_bit_reverse_op"(%v1) : (i32) -> i32
    cf.br ^bb1
  ^bb1:
    %v3 = "test.convert_to_atomic_compare_exchange_weak_op"(%a0, %a1, %a2) : (!spirv.ptr<i32, CrossWorkgroup>, i32, i32) -> i32
    %v4 = arith.constant false
    %v5 = "test.convert_to_group_non_uniform_ballot_op"(%v4) : (i1) -> vector<4xi32>
    %v6 = "test.convert_to_bit_reverse_op"(%a3) : (i64) -> i64
    return %v1 : i32
  }
  func.func @f5(%a0: vector<3xi32>, %a1: vector<8xi8>) attributes {
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.2, [Shader, GenericPointer, Vector16, Int8], [SPV_KHR_shader_ballot]>, #spirv.resource_limits<>>
  } {
    %v1 = "test.convert_to_bit_reverse_op"(%a0) : (vector<3xi32>) -> vector<3xi32>
    %v2 = "test.convert_to_bit_reverse_op"(%a1) : (vector<8xi8>) -> vector<8xi8>
    return
  }
}
