// FLAGS: --test-spirv-target-env
module {
  func.func @f0(%a0: !spirv.ptr<i32, Generic>, %a1: i8) -> i32 attributes {
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.3, [Kernel, Int8, Geometry, GenericPointer], []>, #spirv.resource_limits<>>
  } {
    %v1 = spirv.Constant -7 : i32
    %v2 = "test.convert_to_atomic_compare_exchange_weak_op"(%a0, %v1, %v1) : (!spirv.ptr<i32, Generic>, i32, i32) -> i32
    %v3 = "test.convert_to_bit_reverse_op"(%a1) : (i8) -> i8
    "test.sink"(%v3) : (i8) -> ()
    return %v2 : i32
  }
  func.func @f1(%a0: !spirv.ptr<i32, Function>, %a1: i32, %a2: i32) -> i32 attributes {
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.1, [AtomicStorage, Kernel, SubgroupBallotKHR], [SPV_KHR_shader_ballot]>, #spirv.resource_limits<>>
  } {
    %v1 = arith.constant false
    %v2 = "test.convert_to_subgroup_ballot_op"(%v1) : (i1) -> vector<4xi32>
    %v3 = "test.convert_to_atomic_compare_exchange_weak_op"(%a0, %a1, %a2) : (!spirv.ptr<i32, Function>, i32, i32) -> i32
    "test.sink"(%v3) : (i32) -> ()
    return %v3 : i32
  }
  func.func @f2(%a0: i1) attributes {
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.3, [Float64, SubgroupBallotKHR, StorageBuffer8BitAccess], []>, #spirv.resource_limits<>>,
    llvm.emit_c_interface
  } {
    %v1 = "test.convert_to_group_non_uniform_ballot_op"(%a0) : (i1) -> vector<4xi32>
    return
  }
  func.func @f3(%a0: !spirv.ptr<i32, Generic>) -> (vector<4xi32>, i32) attributes {
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.1, [Matrix, StorageUniform16, Int64, VulkanMemoryModelDeviceScope, DotProduct, GenericPointer, Float64], [SPV_KHR_storage_buffer_storage_class, SPV_KHR_physical_storage_buffer]>, #spirv.resource_limits<>>,
    llvm.emit_c_interface
  } {
    %v1 = spirv.Constant 12 : i32
    %v2 = "test.convert_to_atomic_compare_exchange_weak_op"(%a0, %v1, %v1) : (!spirv.ptr<i32, Generic>, i32, i32) -> i32
    %v3 = arith.constant dense<-1> : vector<4xi32>
    %v4 = "test.convert_to_bit_reverse_op"(%v3) : (vector<4xi32>) -> vector<4xi32>
    return %v4, %v1 : vector<4xi32>, i32
  }
  func.func @f4(%a0: !spirv.ptr<i64, Workgroup>) -> (i64, i64) attributes {
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.2, [Int64, AtomicStorage, Int16], []>, AMD:IntegratedGPU, #spirv.resource_limits<>>
  } {
    %v1 = spirv.Constant 0 : i64
    %v2 = "test.convert_to_atomic_compare_exchange_weak_op"(%a0, %v1, %v1) : (!spirv.ptr<i64, Workgroup>, i64, i64) -> i64
    %v3 = spirv.Constant 12 : i16
    %v4 = "test.convert_to_bit_reverse_op"(%v3) : (i16) -> i16
    %v5 = "test.convert_to_bit_reverse_op"(%v2) : (i64) -> i64
    return %v1, %v5 : i64, i64
  }
  func.func @f5(%a0: !spirv.ptr<i32, Uniform>, %a1: i32, %a2: i32, %a3: i1, %a4: i1) attributes {
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.3, [Shader, GroupNonUniformBallot, AtomicStorage], []>, #spirv.resource_limits<>>
  } {
    %v1 = "test.convert_to_atomic_compare_exchange_weak_op"(%a0, %a1, %a2) : (!spirv.ptr<i32, Uniform>, i32, i32) -> i32
    %v2 = arith.constant dense<-1> : vector<4xi32>
    %v3 = "test.convert_to_bit_reverse_op"(%v2) : (vector<4xi32>) -> vector<4xi32>
    %v4 = "test.convert_to_group_non_uniform_ballot_op"(%a3) : (i1) -> vector<4xi32>
    %v5 = "test.convert_to_group_non_uniform_ballot_op"(%a4) : (i1) -> vector<4xi32>
    "test.sink"(%v5) : (vector<4xi32>) -> ()
    return
  }
}
