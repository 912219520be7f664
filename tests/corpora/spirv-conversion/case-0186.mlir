// FLAGS: --convert-arith-to-spirv=emulate-unsupported-float-types=false
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.3, [Kernel, Int8, Int64, Float64, Vector16], [SPV_KHR_no_integer_wrap_decoration]>, #spirv.resource_limits<>>} {
  func.func @f0(%arg0: f32) {
    func.call @f0(%arg0) : (f32) -> ()
    %v1 = arith.constant 2 : i32
    %v2 = arith.constant true
    cf.cond_br %v2, ^bb1(%v1 : i32), ^bb1(%v1 : i32)
  ^bb1(%b1_0: i32):
    %v3 = arith.constant 1.0 : f32
    %v4 = arith.bitcast %v3 : f32 to i32
    %v5 = arith.shrsi %b1_0, %b1_0 : i32
    %v6 = arith.constant false
    %v7 = arith.select %v6, %v5, %b1_0 : i32
    return
  }
}
