// FLAGS: --test-spirv-target-env
module {
  func.func @f0(%a0: i1) -> vector<4xi32> attributes {
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.6, [SubgroupBallotKHR], []>, #spirv.resource_limits<>>
  } {
    %v1 = "test.convert_to_group_non_uniform_ballot_op"(%a0) : (i1) -> vector<4xi32>
    %v2 = "test.convert_to_subgroup_ballot_op"(%a0) : (i1) -> vector<4xi32>
    return %v2 : vector<4xi32>
  }
  func.func @f1(%a0: vector<2xindex>, %a1: vector<2xindex>, %a2: i1) -> (vector<2xi32>, vector<4xi32>) attributes {
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.6, [Addresses, AtomicStorage], [SPV_KHR_8bit_storage]>, #spirv.resource_limits<>>
  } {
    %v1 = "test.convert_to_bit_reverse_op"(%a0) : (vector<2xindex>) -> vector<2xindex>
    %v2 = "test.convert_to_bit_reverse_op"(%a1) : (vector<2xindex>) -> vector<2xindex>
    %v3 = arith.constant dense<-1> : vector<2xi32>
    %v4 = "test.convert_to_bit_reverse_op"(%v3) : (vector<2xi32>) -> vector<2xi32>
    %v5 = "test.convert_to_subgroup_ballot_op"(%a2) : (i1) -> vector<4xi32>
    return %v3, %v5 : vector<2xi32>, vector<4xi32>
  }
  func.func @f2(%a0: !spirv.ptr<i32, CrossWorkgroup>, %a1: i32) -> i32 attributes {
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.3, [StorageInputOutput16, Vector16], [SPV_KHR_integer_dot_product, SPV_KHR_shader_ballot, SPV_KHR_variable_pointers]>, #spirv.resource_limits<>>
  } {
    %v1 = "test.convert_to_atomic_compare_exchange_weak_op"(%a0, %a1, %a1) : (!spirv.ptr<i32, CrossWorkgroup>, i32, i32) -> i32
    return %v1 : i32
  }
  func.func @f3(%a0: !spirv.ptr<i16, Workgroup>, %a1: i16, %a2: vector<2xi32>, %a3: !spirv.ptr<i32, Private>, %a4: i32) attributes {
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.2, [Kernel, Shader, Int16, StoragePushConstant16, StorageBuffer16BitAccess, SubgroupBallotKHR, Float64, StoragePushConstant8], []>, #spirv.resource_limits<>>
  } {
    %v1 = arith.constant -3 : i16
    %v2 = "test.convert_to_atomic_compare_exchange_weak_op"(%a0, %a1, %v1) : (!spirv.ptr<i16, Workgroup>, i16, i16) -> i16
    %v3 = "test.convert_to_bit_reverse_op"(%a2) : (vector<2xi32>) -> vector<2xi32>
    %v4 = "test.convert_to_atomic_compare_exchange_weak_op"(%a3, %a4, %a4) : (!spirv.ptr<i32, Private>, i32, i32) -> i32
    return
  }
  func.func @f4(%a0: vector<2xi32>) -> vector<2xi32> attributes {
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.1, [Int16, Vector16, StorageBuffer8BitAccess, Geometry, StorageUniform16, Kernel, Int64, GeometryPointSize, Shader], [SPV_KHR_shader_ballot, SPV_KHR_vulkan_memory_model]>, #spirv.resource_limits<>>
  } {
    %v1 = "test.convert_to_bit_reverse_op"(%a0) : (vector<2xi32>) -> vector<2xi32>
    return %v1 : vector<2xi32>
  }
  func.func @f5() attributes {
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [PhysicalStorageBufferAddresses, Int8], [SPV_KHR_physical_storage_buffer, SPV_KHR_16bit_storage]>, #spirv.resource_limits<>>
  } {
    "test.convert_to_module_op"() : () -> ()
    return
  }
}
