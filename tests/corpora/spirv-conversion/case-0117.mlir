// FLAGS: --convert-cf-to-spirv=emulate-unsupported-float-types=false
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.2, [Kernel, Int8, Int16, Int64], []>, #spirv.resource_limits<>>} {
  func.func @f0(%arg0: vector<4xi32>, %arg1: i32, %arg2: i64, %arg3: vector<2xf16>) {
    %v1 = arith.constant false
    %v2 = arith.constant -1 : i64
    %v3 = arith.select %v1, %arg2, %v2 : i64
    %v4 = arith.maxnumf %arg3, %arg3 : vector<2xf16>
    %v5 = arith.cmpi ult, %arg1, %arg1 : i32
    %v6 = arith.constant -2.5 : f64
    %v7 = arith.fptoui %v6 : f64 to i64
    cf.cond_br %v1, ^bb1, ^bb1
  ^bb1:
    %v8 = arith.trunci %arg2 : i64 to i8
    %v9 = arith.extf %arg3 : vector<2xf16> to vector<2xf32>
    %v10 = arith.constant 9223372036854775807 : i64
    %v11 = arith.constant dense<[-2.5, 6.550400e+04]> : vector<2xf16>
    %v12 = arith.cmpf une, %v11, %arg3 : vector<2xf16>
    return
  }
  func.func @f1(%arg0: f32, %arg1: i32) -> f32 {
    %v1 = arith.constant 100.0 : f64
    %v2 = arith.constant true
    %v3 = arith.constant 0 : i16
    cf.cond_br %v2, ^bb1(%v3, %arg0 : i16, f32), ^bb1(%v3, %arg0 : i16, f32)
  ^bb1(%b1_0: i16, %b1_1: f32):
    %v4 = arith.constant 7 : i32
    %v5 = arith.maxsi %arg1, %v4 : i32
    %v6 = arith.constant -32768 : i16
    cf.br ^bb1(%v6, %b1_1 : i16, f32)
  }
  func.func @f2(%arg0: i8, %arg1: i8, %arg2: vector<2xi64>) {
    %v1 = arith.sitofp %arg2 : vector<2xi64> to vector<2xf64>
    %v2 = arith.xori %arg1, %arg1 : i8
    %v3 = arith.constant -2.5 : f64
    %v4 = arith.constant -2.5 : f64
    %v5 = arith.mulf %v3, %v4 : f64
    return
  }
}
