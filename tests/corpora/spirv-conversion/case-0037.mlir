// FLAGS: --convert-cf-to-spirv=emulate-lt-32-bit-scalar-types=false
module {
  func.func @f0(%arg0: f32, %arg1: index, %arg2: i32, %arg3: i32) -> vector<4xi32> {
    %v1 = arith.constant 42 : i32
    %v2 = func.call @f0(%arg0, %arg1, %arg2, %v1) : (f32, index, i32, i32) -> (vector<4xi32>)
    %v3 = arith.constant false
    %v4 = arith.constant 0 : i32
    %v5 = arith.select %v3, %v4, %v1 : i32
    %v6 = arith.constant 7 : i32
    %v7 = arith.trunci %v6 : i32 to i16
    %v8 = arith.constant 42 : i32
    %v9 = arith.minsi %v5, %v8 : i32
    %v10 = arith.constant 3 : i8
    %v11 = arith.constant 0.0 : f16
    cf.br ^bb1(%v10, %v11 : i8, f16)
  ^bb1(%b1_0: i8, %b1_1: f16):
    %v12 = arith.constant 0.0 : f32
    %v13 = arith.cmpf ord, %v12, %v12 : f32
    %v14 = arith.constant 0 : i64
    %v15 = arith.constant dense<[true, true, true, false]> : vector<4xi1>
    %v16 = func.call @f1(%v14, %v15, %v13, %arg1) : (i64, vector<4xi1>, i1, index) -> (vector<2xi1>)
    %v17 = arith.trunci %arg3 : i32 to i8
    %v18 = arith.constant dense<3> : vector<4xi32>
    return %v18 : vector<4xi32>
  }
  func.func @f1(%arg0: i64, %arg1: vector<4xi1>, %arg2: i1, %arg3: index) -> vector<2xi1> {
    %v1 = arith.constant 0.0 : f64
    %v2 = arith.select %arg2, %v1, %v1 : f64
    %v3 = arith.constant dense<42> : vector<4xi32>
    %v4 = arith.cmpf uge, %v1, %v1 : f64
    %v5 = arith.constant dense<[true, false, false, false]> : vector<4xi1>
    %v6 = arith.xori %arg1, %v5 : vector<4xi1>
    %v7 = arith.constant dense<false> : vector<2xi1>
    return %v7 : vector<2xi1>
  }
}
