// FLAGS: --convert-cf-to-spirv=emulate-lt-32-bit-scalar-types=false
module {
  func.func @f0(%arg0: i1, %arg1: i8, %arg2: vector<4xi1>, %arg3: f64) -> f32 {
    %v1 = arith.xori %arg1, %arg1 : i8
    cf.br ^bb1
  ^bb1:
    %v2 = arith.constant 1 : i32
    %v3 = arith.constant -2.5 : f64
    %v4 = arith.subf %v3, %v3 : f64
    %v5 = arith.constant 0.0 : f32
    %v6 = arith.fptosi %v5 : f32 to i16
    %v7 = arith.constant 1 : i8
    %v8 = arith.remui %arg1, %v7 : i8
    cf.cond_br %arg0, ^bb2, ^bb2
  ^bb2:
    %v9 = arith.constant 65536 : i32
    %v10 = arith.maxsi %v9, %v9 : i32
    %v11 = arith.constant -2.5 : f32
    %v12 = arith.cmpf ogt, %v11, %v11 : f32
    %v13 = arith.maxnumf %v11, %v11 : f32
    %v14 = arith.constant 1.0 : f32
    return %v14 : f32
  }
}
