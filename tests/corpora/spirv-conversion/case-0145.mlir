// FLAGS: --convert-func-to-spirv=emulate-lt-32-bit-scalar-types=false
module {
  func.func @f0(%arg0: vector<2xf64>) {
    %v1 = arith.constant 42 : i8
    %v2 = arith.andi %v1, %v1 : i8
    %v3 = arith.sitofp %v2 : i8 to f64
    %v4 = arith.constant 0 : i32
    %v5 = arith.cmpi sle, %v4, %v4 : i32
    %v6 = arith.uitofp %v5 : i1 to f64
    cf.br ^bb2(%v4 : i32)
  ^bb1:
    %v7 = arith.constant 2 : i64
    %v8 = arith.constant 0 : i64
    %v9 = arith.cmpi sge, %v7, %v8 : i64
    %v10 = arith.constant 100.0 : f32
    %v11 = arith.minimumf %v10, %v10 : f32
    %v12 = arith.constant 0 : i32
    cf.cond_br %v9, ^bb2(%v12 : i32), ^bb2(%v12 : i32)
  ^bb2(%b2_0: i32):
    %v13 = arith.negf %arg0 : vector<2xf64>
    %v14 = arith.shrsi %b2_0, %b2_0 : i32
    %v15 = arith.constant true
    %v16 = arith.constant dense<0.0> : vector<2xf64>
    %v17 = arith.select %v15, %v16, %v16 : vector<2xf64>
    return
  }
  func.func @f1(%arg0: i1, %arg1: vector<2xf32>, %arg2: vector<4xi32>, %arg3: f32) {
    %v1 = arith.remsi %arg2, %arg2 : vector<4xi32>
    %v2 = arith.constant dense<2> : vector<4xi32>
    %v3 = arith.remui %v1, %v2 : vector<4xi32>
    %v4 = arith.constant -1 : i32
    %v5 = arith.index_cast %v4 : i32 to index
    %v6 = arith.subi %v4, %v4 : i32
    cf.cond_br %arg0, ^bb1, ^bb1
  ^bb1:
    %v7 = arith.constant dense<false> : vector<4xi1>
    %v8 = arith.select %v7, %arg2, %arg2 : vector<4xi1>, vector<4xi32>
    %v9 = arith.constant dense<[0.5, 6.550400e+04, 3.0, 0.5]> : vector<4xf32>
    %v10 = arith.select %arg0, %v9, %v9 : vector<4xf32>
    %v11 = arith.constant dense<[1.0, 0.0, -0.0, 3.0]> : vector<4xf32>
    %v12 = arith.cmpf uge, %v9, %v11 : vector<4xf32>
    %v13 = arith.constant dense<[1, 3, 1, 3]> : vector<4xi32>
    %v14 = arith.andi %v8, %v13 : vector<4xi32>
    %v15 = arith.constant dense<42> : vector<4xi32>
    %v16 = arith.remsi %v15, %arg2 : vector<4xi32>
    %v17 = arith.constant false
    cf.cond_br %v17, ^bb1, ^bb1
  }
  func.func @f2(%arg0: vector<4xf64>, %arg1: f32) {
    %v1 = arith.truncf %arg1 : f32 to f16
    %v2 = arith.constant 0.0 : f64
    %v3 = arith.remf %v2, %v2 : f64
    %v4 = arith.constant 0x7F800000 : f32
    return
  }
}
