// FLAGS: --test-spirv-target-env
module {
  func.func @f0(%a0: !spirv.ptr<i32, Function>, %a1: i32) -> vector<4xi32> attributes {
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.3, [Kernel, AtomicStorage, GroupNonUniformBallot], []>, ARM:Unknown, #spirv.resource_limits<>>
  } {
    %v1 = arith.constant false
    %v2 = "test.convert_to_group_non_uniform_ballot_op"(%v1) : (i1) -> vector<4xi32>
    %v3 = arith.constant 0 : i32
    %v4 = "test.convert_to_atomic_compare_exchange_weak_op"(%a0, %v3, %a1) : (!spirv.ptr<i32, Function>, i32, i32) -> i32
    return %v2 : vector<4xi32>
  }
  func.func @f1(%a0: !spirv.ptr<i32, Private>, %a1: i32) -> (vector<2xi32>, vector<2xi32>) attributes {
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Float16Buffer, VulkanMemoryModelDeviceScope, AtomicStorage, Int64, Int64Atomics, Vector16], [SPV_KHR_integer_dot_product, SPV_EXT_physical_storage_buffer, SPV_KHR_16bit_storage]>, api=OpenCL, #spirv.resource_limits<>>
  } {
    %v1 = arith.constant true
    %v2 = "test.convert_to_group_non_uniform_ballot_op"(%v1) : (i1) -> vector<4xi32>
    "test.sink"(%v2) : (vector<4xi32>) -> ()
    %v3 = spirv.Constant -7 : i32
    %v4 = "test.convert_to_atomic_compare_exchange_weak_op"(%a0, %v3, %a1) : (!spirv.ptr<i32, Private>, i32, i32) -> i32
    cf.br ^bb1
  ^bb1:
    %v5 = arith.constant dense<0> : vector<2xi32>
    %v6 = "test.convert_to_bit_reverse_op"(%v5) : (vector<2xi32>) -> vector<2xi32>
    "test.sink"(%v6) : (vector<2xi32>) -> ()
    return %v6, %v5 : vector<2xi32>, vector<2xi32>
  }
}
