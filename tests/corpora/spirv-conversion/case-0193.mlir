// FLAGS: --convert-cf-to-spirv --convert-func-to-spirv --convert-arith-to-spirv
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.5, [Kernel, Int8, Int16, Float16, Vector16], [SPV_KHR_no_integer_wrap_decoration]>, #spirv.resource_limits<>>} {
  func.func @f0() -> (i1, i64) {
    %v1 = arith.constant 65536 : i32
    %v2 = arith.uitofp %v1 : i32 to f64
    %v3 = arith.divui %v1, %v1 : i32
    %v4 = arith.constant false
    %v5 = arith.constant 2 : i64
    return %v4, %v5 : i1, i64
  }
}
