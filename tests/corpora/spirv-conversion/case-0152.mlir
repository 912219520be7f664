// FLAGS: --convert-arith-to-spirv=emulate-lt-32-bit-scalar-types=false
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.5, [Shader, Int8, Int16, Int64, Float16, Float64], []>, #spirv.resource_limits<>>} {
  func.func @f0() -> i64 {
    %v1 = arith.constant 0x7FF8000000000000 : f64
    %v2 = arith.truncf %v1 : f64 to f32
    %v3 = arith.constant 0x7F800000 : f32
    %v4 = arith.cmpf uno, %v3, %v2 : f32
    cf.cond_br %v4, ^bb1, ^bb1
  ^bb1:
    %v5 = arith.constant -0.0 : f32
    %v6 = arith.maxnumf %v5, %v5 : f32
    %v7 = arith.constant dense<3.0> : vector<1xf16>
    %v8 = arith.constant 7 : i64
    return %v8 : i64
  }
  func.func @f1(%arg0: vector<3xi16>, %arg1: i32, %arg2: i16) -> i64 {
    %v1 = arith.constant 6.550400e+04 : f32
    %v2 = arith.cmpf uno, %v1, %v1 : f32
    %v3 = arith.divsi %arg2, %arg2 : i16
    %v4 = arith.constant 0.0 : f16
    cf.br ^bb1
  ^bb1:
    %v5 = arith.constant dense<42> : vector<3xi16>
    %v6 = arith.shrsi %v5, %arg0 : vector<3xi16>
    %v7 = arith.constant -2147483648 : i32
    %v8 = arith.subi %arg1, %v7 overflow<nsw> : i32
    %v9 = arith.index_castui %v8 : i32 to index
    %v10 = arith.constant -1 : i64
    return %v10 : i64
  }
  func.func @f2(%arg0: f32, %arg1: f64, %arg2: f32) {
    %v1 = arith.constant dense<-2147483648> : vector<4xi32>
    %v2 = arith.addi %v1, %v1 : vector<4xi32>
    %v3 = arith.xori %v1, %v2 : vector<4xi32>
    %v4 = arith.addi %v2, %v2 : vector<4xi32>
    %v5 = arith.constant 1.0 : f32
    %v6 = arith.mulf %arg0, %v5 : f32
    %v7 = arith.constant false
    %v8 = arith.constant 42 : i32
    %v9 = arith.constant 3 : i64
    cf.cond_br %v7, ^bb1(%v8, %v9 : i32, i64), ^bb1(%v8, %v9 : i32, i64)
  ^bb1(%b1_0: i32, %b1_1: i64):
    %v10 = arith.constant 6.550400e+04 : f64
    %v11 = arith.cmpf olt, %arg1, %v10 : f64
    %v12 = arith.constant 2 : i8
    %v13 = arith.subi %b1_1, %b1_1 overflow<nsw> : i64
    %v14 = arith.constant 3 : i32
    %v15 = arith.sitofp %v14 : i32 to f16
    %v16 = arith.constant dense<[2, 3, 42, 0]> : vector<4xi8>
    cf.br ^bb2(%v14 : i32)
  ^bb2(%b2_0: i32):
    %v17 = arith.constant 7 : i8
    %v18 = arith.xori %v17, %v17 : i8
    %v19 = arith.constant 6.550400e+04 : f64
    %v20 = arith.addf %arg1, %v19 : f64
    %v21 = arith.remf %arg2, %arg2 : f32
    %v22 = arith.constant 255 : i8
    %v23 = arith.divsi %v17, %v22 : i8
    %v24 = arith.constant 0x7FC00000 : f32
    return
  }
}
