// FLAGS: --convert-arith-to-spirv=emulate-unsupported-float-types=false
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.6, [Shader, Int8, Int16, Float64], [SPV_KHR_16bit_storage]>, #spirv.resource_limits<>>} {
  func.func @f0() {
    %v1 = arith.constant false
    %v2 = arith.constant 1 : i64
    %v3 = arith.select %v1, %v2, %v2 : i64
    %v4 = arith.index_castui %v1 : i1 to index
    return
  }
}
