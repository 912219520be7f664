// FLAGS: --convert-arith-to-spirv=emulate-lt-32-bit-scalar-types=false
module {
  func.func @f0(%arg0: vector<4xf32>, %arg1: i32, %arg2: i32, %arg3: vector<3xi64>) -> vector<5xi64> {
    %v1 = arith.minnumf %arg0, %arg0 : vector<4xf32>
    %v2 = arith.constant true
    %v3 = arith.constant 1 : i32
    %v4 = arith.constant 1 : i32
    %v5 = arith.select %v2, %v3, %v4 : i32
    %v6 = arith.constant 1000 : index
    %v7 = arith.bitcast %arg3 : vector<3xi64> to vector<3xi64>
    %v8 = arith.constant -1 : i32
    cf.cond_br %v2, ^bb1(%arg2 : i32), ^bb2(%v5, %v8 : i32, i32)
  ^bb1(%b1_0: i32):
    %v9 = arith.cmpi slt, %arg3, %arg3 : vector<3xi64>
    %v10 = arith.cmpf ueq, %arg0, %arg0 : vector<4xf32>
    %v11 = arith.constant true
    cf.cond_br %v11, ^bb1(%arg1 : i32), ^bb1(%b1_0 : i32)
  ^bb2(%b2_0: i32, %b2_1: i32):
    %v12 = arith.constant dense<0> : vector<3xi32>
    %v13 = arith.constant 0.5 : f32
    %v14 = arith.fptosi %v13 : f32 to i8
    %v15 = arith.maxsi %arg2, %b2_1 : i32
    %v16 = arith.constant -32768 : i16
    %v17 = arith.xori %v16, %v16 : i16
    %v18 = arith.constant dense<[1, -1, 2, 3, 42]> : vector<5xi64>
    return %v18 : vector<5xi64>
  }
  func.func @f1() -> i64 {
    %v1 = arith.constant -2.5 : f32
    %v2 = arith.constant 1.0 : f32
    %v3 = arith.mulf %v1, %v2 : f32
    %v4 = arith.constant 2 : i64
    %v5 = arith.divui %v4, %v4 : i64
    %v6 = arith.constant dense<[-2147483648, 2]> : vector<2xi32>
    %v7 = arith.minui %v6, %v6 : vector<2xi32>
    %v8 = arith.constant dense<2> : vector<2xi32>
    %v9 = arith.subi %v8, %v8 : vector<2xi32>
    %v10 = arith.constant true
    %v11 = arith.constant dense<[4294967296, 0, 42, 0]> : vector<4xi64>
    cf.cond_br %v10, ^bb1(%v11, %v2 : vector<4xi64>, f32), ^bb1(%v11, %v3 : vector<4xi64>, f32)
  ^bb1(%b1_0: vector<4xi64>, %b1_1: f32):
    %v12 = arith.constant 1 : i64
    %v13 = arith.divui %v12, %v12 : i64
    %v14 = arith.constant dense<-1> : vector<4xi64>
    %v15 = arith.trunci %v14 : vector<4xi64> to vector<4xi8>
    %v16 = func.call @f1() : () -> (i64)
    %v17 = arith.constant true
    %v18 = arith.constant 3.0 : f32
    %v19 = arith.select %v17, %b1_1, %v18 : f32
    %v20 = arith.constant 3 : i32
    return %v16 : i64
  }
}
