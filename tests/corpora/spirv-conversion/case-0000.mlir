// FLAGS: --convert-cf-to-spirv
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.6, [Shader, Int8, Int16, Int64, Float16], [SPV_KHR_8bit_storage]>, #spirv.resource_limits<>>} {
  func.func @f0(%arg0: f16) -> i64 {
    %v1 = arith.maxnumf %arg0, %arg0 : f16
    %v2 = arith.constant 1 : i32
    %v3 = arith.shrui %v2, %v2 : i32
    %v4 = arith.constant 0 : i32
    %v5 = arith.constant 0 : i32
    %v6 = arith.minsi %v4, %v5 : i32
    %v7 = arith.constant 3 : i32
    %v8 = arith.cmpi ule, %v5, %v7 : i32
    %v9 = arith.constant -0.0 : f32
    %v10 = arith.cmpf ule, %v9, %v9 : f32
    cf.br ^bb2(%v3 : i32)
  ^bb1(%b1_0: i32, %b1_1: i8):
    %v11 = arith.shrui %b1_1, %b1_1 : i8
    %v12 = arith.fptosi %arg0 : f16 to i64
    %v13 = arith.constant -1 : i8
    %v14 = arith.remsi %v13, %v13 : i8
    %v15 = arith.constant dense<42> : vector<3xi64>
    %v16 = arith.bitcast %v15 : vector<3xi64> to vector<3xf64>
    cf.br ^bb2(%b1_0 : i32)
  ^bb2(%b2_0: i32):
    %v17 = arith.negf %arg0 : f16
    %v18 = arith.constant 42 : i64
    return %v18 : i64
  }
  func.func @f1() -> f32 {
    %v1 = arith.constant true
    %v2 = arith.constant 0 : i64
    %v3 = arith.select %v1, %v2, %v2 : i64
    %v4 = arith.remsi %v2, %v2 : i64
    %v5 = arith.constant dense<2> : vector<2xi8>
    %v6 = arith.extui %v5 : vector<2xi8> to vector<2xi16>
    %v7 = arith.constant -0.0 : f32
    return %v7 : f32
  }
}
