// FLAGS: --convert-arith-to-spirv=emulate-lt-32-bit-scalar-types=false
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.6, [Shader, Int16, Int64, Float64], [SPV_KHR_8bit_storage]>, #spirv.resource_limits<>>} {
  func.func @f0(%arg0: vector<8xf16>, %arg1: f32, %arg2: i32, %arg3: f16) -> i64 {
    %v1 = arith.constant 2 : i32
    %v2 = arith.divui %v1, %v1 : i32
    %v3 = arith.constant 3 : i32
    %v4 = arith.remui %v3, %v3 : i32
    %v5 = arith.constant 100.0 : f32
    %v6 = arith.minnumf %arg1, %v5 : f32
    %v7 = arith.cmpf ule, %arg0, %arg0 : vector<8xf16>
    %v8 = arith.divui %v2, %v3 : i32
    %v9 = arith.constant false
    %v10 = arith.constant dense<[-1, 1, -1]> : vector<3xi16>
    cf.cond_br %v9, ^bb2(%v10, %v4 : vector<3xi16>, i32), ^bb1
  ^bb1:
    %v11 = arith.constant 42 : i64
    %v12 = arith.ori %v11, %v11 : i64
    %v13 = arith.cmpf uno, %arg1, %arg1 : f32
    %v14 = arith.constant dense<[32767, 42, 1]> : vector<3xi16>
    %v15 = arith.constant dense<0> : vector<3xi16>
    %v16 = arith.constant 3 : i32
    cf.cond_br %v13, ^bb2(%v14, %arg2 : vector<3xi16>, i32), ^bb2(%v15, %v16 : vector<3xi16>, i32)
  ^bb2(%b2_0: vector<3xi16>, %b2_1: i32):
    %v17 = arith.constant dense<1.0> : vector<4xf64>
    %v18 = arith.addf %arg3, %arg3 : f16
    %v19 = arith.constant false
    %v20 = arith.sitofp %v19 : i1 to f32
    %v21 = arith.constant 6.550400e+04 : f32
    %v22 = arith.constant 1 : i64
    return %v22 : i64
  }
  func.func @f1(%arg0: i32, %arg1: i32) -> i32 {
    %v1 = arith.constant -0.0 : f32
    %v2 = arith.maxnumf %v1, %v1 : f32
    %v3 = arith.constant false
    cf.cond_br %v3, ^bb2(%arg1 : i32), ^bb2(%arg1 : i32)
  ^bb1:
    %v4 = arith.remsi %arg1, %arg1 : i32
    %v5 = arith.constant -1 : i32
    %v6 = arith.cmpi sle, %v5, %arg0 : i32
    cf.cond_br %v6, ^bb2(%v4 : i32), ^bb2(%v5 : i32)
  ^bb2(%b2_0: i32):
    %v7 = arith.index_cast %arg1 : i32 to index
    %v8 = arith.constant 0.0 : f32
    %v9 = arith.constant -2.5 : f32
    %v10 = arith.cmpf oge, %v8, %v9 : f32
    return %arg0 : i32
  }
}
