// FLAGS: --convert-cf-to-spirv
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.1, [Kernel, Int8, Int16, Int64, Float16, Float64, Vector16], [SPV_KHR_16bit_storage]>, #spirv.resource_limits<>>} {
  func.func @f0(%arg0: i8, %arg1: f32) {
    %v1 = arith.constant 7 : i8
    %v2 = arith.subi %arg0, %v1 : i8
    cf.br ^bb2(%arg1 : f32)
  ^bb1(%b1_0: i32, %b1_1: vector<2xf32>):
    %v3 = arith.constant 2 : i8
    %v4 = arith.shrui %v3, %arg0 : i8
    %v5 = arith.constant -0.0 : f32
    cf.br ^bb2(%v5 : f32)
  ^bb2(%b2_0: f32):
    %v6 = arith.cmpi ne, %arg0, %arg0 : i8
    %v7 = arith.constant 100.0 : f64
    %v8 = arith.maxnumf %v7, %v7 : f64
    %v9 = arith.constant -1 : i8
    %v10 = arith.remui %arg0, %v9 : i8
    %v11 = arith.constant dense<[100.0, -0.0, 3.0, -0.0]> : vector<4xf64>
    %v12 = arith.fptosi %v11 : vector<4xf64> to vector<4xi1>
    return
  }
}
