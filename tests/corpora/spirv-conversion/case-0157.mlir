// FLAGS: --convert-func-to-spirv=emulate-unsupported-float-types=false
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.5, [Kernel, Int16, Int64, Float64], [SPV_KHR_no_integer_wrap_decoration]>, #spirv.resource_limits<>>} {
  func.func @f0() -> i1 {
    %v1 = arith.constant 0 : i8
    %v2 = arith.uitofp %v1 : i8 to f32
    %v3 = arith.cmpi eq, %v1, %v1 : i8
    %v4 = arith.constant -1 : i32
    %v5 = arith.constant 3.0 : f64
    %v6 = arith.constant 0x7FF0000000000000 : f64
    cf.cond_br %v3, ^bb1(%v4, %v5 : i32, f64), ^bb1(%v4, %v6 : i32, f64)
  ^bb1(%b1_0: i32, %b1_1: f64):
    %v7 = arith.constant 2 : i32
    %v8 = arith.constant -1 : i32
    %v9 = arith.andi %v7, %v8 : i32
    %v10 = arith.constant 3.0 : f64
    %v11 = arith.cmpf uge, %v10, %b1_1 : f64
    %v12 = arith.constant 65536 : i32
    %v13 = arith.minui %v12, %v7 : i32
    %v14 = arith.constant 6.550400e+04 : f64
    %v15 = arith.mulf %b1_1, %v14 : f64
    %v16 = arith.constant false
    return %v16 : i1
  }
}
