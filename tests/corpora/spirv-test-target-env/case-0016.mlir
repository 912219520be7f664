// FLAGS: --test-spirv-target-env
module {
  func.func @f0(%a0: i64) attributes {
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.6, [Int16, Int64, Shader, SubgroupBallotKHR, Float64, Kernel], [SPV_EXT_physical_storage_buffer]>, #spirv.resource_limits<>>,
    llvm.emit_c_interface
  } {
    %v1 = "test.convert_to_bit_reverse_op"(%a0) : (i64) -> i64
    return
  }
  func.func @f1(%a0: i64) attributes {
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.2, [Int64, Shader], []>, #spirv.resource_limits<>>
  } {
    %v1 = "test.convert_to_bit_reverse_op"(%a0) : (i64) -> i64
    return
  }
  func.func @f2(%a0: i8, %a1: i1) -> (vector<4xi32>, i8) attributes {
    spirv.target_env = #spirv.target_env<#spirv.vce<v1.1, [Float16, Int64Atomics, Float16Buffer, SubgroupBallotKHR, Int8], [SPV_KHR_shader_ballot]>, #spirv.resource_limits<>>
  } {
    %v1 = "test.convert_to_bit_reverse_op"(%a0) : (i8) -> i8
    %v2 = "test.convert_to_subgroup_ballot_op"(%a1) : (i1) -> vector<4xi32>
    "test.sink"(%v2) : (vector<4xi32>) -> ()
    return %v2, %v1 : vector<4xi32>, i8
  }
}
