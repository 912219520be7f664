// FLAGS: --convert-cf-to-spirv=emulate-unsupported-float-types=false
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.3, [Kernel, Int16, Int64, Float16], [SPV_KHR_8bit_storage]>, #spirv.resource_limits<>>} {
  func.func @f0(%arg0: i64, %arg1: i32, %arg2: i16) -> i64 {
    %v1 = func.call @f0(%arg0, %arg1, %arg2) : (i64, i32, i16) -> (i64)
    %v2 = arith.constant 1 : i16
    %v3 = arith.index_castui %v2 : i16 to index
    %v4 = arith.remui %v3, %v3 : index
    %v5 = arith.constant 2147483647 : i32
    %v6 = arith.cmpi slt, %arg1, %v5 : i32
    %v7 = arith.constant true
    %v8 = arith.constant -2.5 : f16
    cf.cond_br %v7, ^bb1(%v8 : f16), ^bb1(%v8 : f16)
  ^bb1(%b1_0: f16):
    %v9 = func.call @f0(%arg0, %arg1, %arg2) : (i64, i32, i16) -> (i64)
    %v10 = arith.constant true
    %v11 = arith.select %v10, %arg0, %arg0 : i64
    cf.cond_br %v10, ^bb2(%arg1 : i32), ^bb2(%arg1 : i32)
  ^bb2(%b2_0: i32):
    %v12 = arith.constant 100.0 : f32
    %v13 = arith.mulf %v12, %v12 : f32
    %v14 = arith.shli %arg1, %arg1 : i32
    %v15 = arith.shli %v14, %b2_0 : i32
    %v16 = arith.constant -9223372036854775808 : i64
    return %v16 : i64
  }
}
