// FLAGS: --convert-arith-to-spirv=emulate-lt-32-bit-scalar-types=false
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Kernel, Int8, Int16, Float16, Float64], []>, #spirv.resource_limits<>>} {
  func.func @f0(%arg0: i32, %arg1: i64, %arg2: i32) -> i16 {
    %v1 = arith.constant -32768 : i16
    %v2 = arith.constant 0 : i16
    %v3 = arith.cmpi sle, %v1, %v2 : i16
    %v4 = arith.uitofp %arg1 : i64 to f16
    %v5 = arith.constant 3 : i32
    %v6 = arith.constant 0x7FC00000 : f32
    cf.br ^bb1(%v6 : f32)
  ^bb1(%b1_0: f32):
    %v7 = arith.divf %b1_0, %b1_0 : f32
    cf.br ^bb2
  ^bb2:
    %v8 = arith.constant dense<[100.0, -0.0]> : vector<2xf32>
    %v9 = arith.cmpf uno, %v8, %v8 : vector<2xf32>
    %v10 = arith.remsi %arg1, %arg1 : i64
    %v11 = arith.mulf %v8, %v8 : vector<2xf32>
    %v12 = arith.negf %v11 : vector<2xf32>
    %v13 = arith.constant 2 : i32
    %v14 = arith.constant 2 : i16
    return %v14 : i16
  }
  func.func @f1() {
    %v1 = arith.constant dense<true> : vector<4xi1>
    %v2 = arith.extsi %v1 : vector<4xi1> to vector<4xi32>
    %v3 = arith.constant false
    %v4 = arith.constant 0x7C00 : f16
    %v5 = arith.select %v3, %v4, %v4 : f16
    %v6 = arith.constant dense<[1, 7]> : vector<2xi32>
    %v7 = arith.sitofp %v6 : vector<2xi32> to vector<2xf64>
    %v8 = arith.shrsi %v2, %v2 : vector<4xi32>
    %v9 = arith.constant dense<[3, 0]> : vector<2xi32>
    %v10 = arith.divsi %v6, %v9 : vector<2xi32>
    return
  }
  func.func @f2(%arg0: i32) -> (i32, f64) {
    %v1 = arith.sitofp %arg0 : i32 to f32
    %v2 = arith.constant dense<42> : vector<4xi32>
    %v3 = arith.sitofp %v2 : vector<4xi32> to vector<4xf32>
    %v4 = arith.addi %v2, %v2 : vector<4xi32>
    %v5 = arith.constant 3.0 : f32
    %v6 = arith.constant true
    cf.cond_br %v6, ^bb1, ^bb1
  ^bb1:
    %v7:2 = func.call @f2(%arg0) : (i32) -> (i32, f64)
    %v8 = arith.xori %v7#0, %arg0 : i32
    %v9 = arith.constant dense<[42, 42, 42, -2147483648, 3, 7, 7, 1]> : vector<8xi32>
    %v10 = arith.maxui %v9, %v9 : vector<8xi32>
    %v11 = arith.xori %v9, %v10 : vector<8xi32>
    %v12 = arith.xori %v7#0, %arg0 : i32
    return %v8, %v7#1 : i32, f64
  }
}
