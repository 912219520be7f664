// FLAGS: --convert-cf-to-spirv=emulate-lt-32-bit-scalar-types=false
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.1, [Kernel, Int16, Int64, Float16, Float64], []>, #spirv.resource_limits<>>} {
  func.func @f0() -> i32 {
    %v1 = arith.constant -1 : i32
    %v2 = arith.trunci %v1 : i32 to i8
    %v3 = func.call @f0() : () -> (i32)
    %v4 = arith.bitcast %v2 : i8 to i8
    %v5 = arith.sitofp %v1 : i32 to f16
    %v6 = arith.constant 3 : i32
    %v7 = arith.minsi %v6, %v3 : i32
    cf.br ^bb1(%v5 : f16)
  ^bb1(%b1_0: f16):
    %v8 = arith.constant 42 : i64
    %v9 = arith.shrsi %v8, %v8 : i64
    %v10 = arith.constant 0.5 : f16
    %v11 = arith.cmpf uno, %v10, %v10 : f16
    %v12 = arith.fptosi %v10 : f16 to i32
    return %v12 : i32
  }
}
