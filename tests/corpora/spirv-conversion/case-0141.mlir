// FLAGS: --convert-func-to-spirv
module {
  func.func @f0(%arg0: i8, %arg1: vector<4xi32>, %arg2: vector<3xf64>) -> i8 {
    %v1 = arith.constant dense<[-2147483648, 3, 3, 2]> : vector<4xi32>
    %v2 = arith.shrsi %arg1, %v1 : vector<4xi32>
    %v3 = arith.constant false
    %v4 = arith.constant 0 : i32
    cf.cond_br %v3, ^bb2(%v4 : i32), ^bb2(%v4 : i32)
  ^bb1(%b1_0: i32):
    %v5 = arith.constant dense<[1.0, 3.0, -2.5]> : vector<3xf64>
    %v6 = arith.mulf %arg2, %v5 : vector<3xf64>
    %v7 = arith.constant true
    cf.cond_br %v7, ^bb2(%b1_0 : i32), ^bb2(%b1_0 : i32)
  ^bb2(%b2_0: i32):
    %v8 = arith.constant true
    %v9 = arith.constant 1.0 : f32
    %v10 = arith.constant -1 : i64
    %v11 = func.call @f1(%v8, %v9, %v10) : (i1, f32, i64) -> (i32)
    %v12 = arith.constant dense<1.0> : vector<3xf64>
    %v13 = arith.maximumf %arg2, %v12 : vector<3xf64>
    %v14 = arith.constant 7 : i32
    cf.cond_br %v8, ^bb1(%v11 : i32), ^bb1(%v14 : i32)
  }
  func.func @f1(%arg0: i1, %arg1: f32, %arg2: i64) -> i32 {
    %v1 = arith.minnumf %arg1, %arg1 : f32
    %v2 = arith.constant 7 : i32
    cf.br ^bb1(%arg1, %v2 : f32, i32)
  ^bb1(%b1_0: f32, %b1_1: i32):
    %v3 = arith.andi %arg0, %arg0 : i1
    %v4 = arith.fptoui %b1_0 : f32 to i1
    %v5 = arith.constant 100.0 : f32
    %v6 = arith.divf %v5, %v5 : f32
    cf.cond_br %v4, ^bb2, ^bb2
  ^bb2:
    %v7 = arith.constant 2147483647 : i32
    %v8 = arith.constant 1 : i32
    %v9 = arith.cmpi sle, %v7, %v8 : i32
    %v10 = arith.select %arg0, %arg1, %arg1 : f32
    %v11 = arith.divui %v8, %v7 : i32
    %v12 = arith.constant 3 : i64
    %v13 = arith.remsi %v12, %arg2 : i64
    return %v8 : i32
  }
  func.func @f2(%arg0: f32, %arg1: i32) -> i16 {
    %v1 = arith.constant 100.0 : f32
    %v2 = arith.divf %v1, %v1 : f32
    %v3 = arith.constant true
    cf.cond_br %v3, ^bb2, ^bb1
  ^bb1:
    %v4 = arith.cmpf true, %arg0, %arg0 : f32
    %v5 = arith.constant 0.0 : f32
    %v6 = arith.mulf %v5, %v5 : f32
    %v7 = arith.maxnumf %arg0, %v6 : f32
    %v8 = arith.constant 0.0 : f32
    %v9 = arith.cmpf ugt, %arg0, %v8 : f32
    cf.br ^bb2
  ^bb2:
    %v10 = arith.constant 2 : i32
    %v11 = arith.constant true
    %v12 = arith.constant 6.550400e+04 : f32
    %v13 = arith.select %v11, %arg0, %v12 : f32
    %v14 = arith.constant 42 : i32
    %v15 = arith.addi %v14, %v14 overflow<nuw> : i32
    %v16 = arith.select %v11, %v11, %v11 : i1
    cf.cond_br %v16, ^bb1, ^bb1
  }
}
