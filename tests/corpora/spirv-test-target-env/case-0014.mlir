// FLAGS: --test-spirv-target-env
module {
  func.func @f0(%a0: i1) attributes {
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [], [SPV_KHR_shader_ballot]>, api=Vulkan, #spirv.resource_limits<>>
  } {
    %v1 = "test.convert_to_subgroup_ballot_op"(%a0) : (i1) -> vector<4xi32>
    return
  }
  func.func @f1() attributes {
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.1, [Int8], [SPV_EXT_physical_storage_buffer, SPV_KHR_vulkan_memory_model, SPV_KHR_subgroup_vote]>, #spirv.resource_limits<>>
  } {
    "test.convert_to_module_op"() : () -> ()
    "test.convert_to_module_op"() : () -> ()
    return
  }
  func.func @f2(%a0: !spirv.ptr<i32, Workgroup>, %a1: i32, %a2: i32) attributes {
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.3, [Kernel, AtomicStorage, Geometry], [SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<>>
  } {
    %v1 = "test.convert_to_atomic_compare_exchange_weak_op"(%a0, %a1, %a2) : (!spirv.ptr<i32, Workgroup>, i32, i32) -> i32
    %v2 = arith.constant false
    %v3 = "test.convert_to_group_non_uniform_ballot_op"(%v2) : (i1) -> vector<4xi32>
    %v4 = "test.convert_to_bit_reverse_op"(%a1) : (i32) -> i32
    return
  }
  func.func @f3(%a0: i8, %a1: vector<4xi32>) -> (vector<4xi32>, i8) attributes {
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.2, [SubgroupBallotKHR, GeometryPointSize, PhysicalStorageBufferAddresses, Int8], [SPV_KHR_shader_ballot]>, #spirv.resource_limits<>>
  } {
    %v1 = "test.convert_to_bit_reverse_op"(%a0) : (i8) -> i8
    cf.br ^bb1
  ^bb1:
    %v2 = arith.constant false
    %v3 = "test.convert_to_subgroup_ballot_op"(%v2) : (i1) -> vector<4xi32>
    "test.sink"(%v3) : (vector<4xi32>) -> ()
    %v4 = "test.convert_to_bit_reverse_op"(%a1) : (vector<4xi32>) -> vector<4xi32>
    "test.sink"(%v4) : (vector<4xi32>) -> ()
    return %v4, %v1 : vector<4xi32>, i8
  }
  func.func @f4(%a0: !spirv.ptr<i32, PhysicalStorageBuffer>, %a1: i32, %a2: i1) -> (vector<4xi32>, i32) attributes {
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.3, [GroupNonUniformBallot, Kernel, PhysicalStorageBufferAddresses, AtomicStorage], [SPV_KHR_physical_storage_buffer]>, #spirv.resource_limits<>>
  } {
    %v1 = "test.convert_to_atomic_compare_exchange_weak_op"(%a0, %a1, %a1) : (!spirv.ptr<i32, PhysicalStorageBuffer>, i32, i32) -> i32
    %v2 = "test.convert_to_group_non_uniform_ballot_op"(%a2) : (i1) -> vector<4xi32>
    return %v2, %v1 : vector<4xi32>, i32
  }
  func.func @f5(%a0: i1) attributes {
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.6, [StoragePushConstant16, GenericPointer], []>, #spirv.resource_limits<>>
  } {
    %v1 = "test.convert_to_group_non_uniform_ballot_op"(%a0) : (i1) -> vector<4xi32>
    return
  }
}
