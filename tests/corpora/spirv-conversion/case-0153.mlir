// FLAGS: --convert-func-to-spirv
module {
  func.func @f0(%arg0: i32, %arg1: i32, %arg2: vector<4xf32>, %arg3: vector<8xf32>) -> vector<4xi32> {
    %v1 = arith.constant dense<[2, 3, 0, 0]> : vector<4xi32>
    %v2 = arith.cmpi ule, %v1, %v1 : vector<4xi32>
    %v3 = arith.constant dense<false> : vector<4xi1>
    %v4 = arith.andi %v3, %v3 : vector<4xi1>
    %v5 = arith.constant dense<[true, true, true, false, true, true, false, false]> : vector<8xi1>
    %v6 = arith.select %v5, %arg3, %arg3 : vector<8xi1>, vector<8xf32>
    %v7 = arith.constant dense<42> : vector<4xi32>
    %v8 = arith.constant dense<0> : vector<4xi32>
    %v9 = arith.andi %v7, %v8 : vector<4xi32>
    %v10 = arith.constant -0.0 : f64
    %v11 = arith.divf %v10, %v10 : f64
    %v12 = arith.constant false
    %v13 = arith.constant dense<[-1, -1, 42, 42]> : vector<4xi64>
    %v14 = arith.constant dense<4294967296> : vector<4xi64>
    cf.cond_br %v12, ^bb2(%arg0, %v13 : i32, vector<4xi64>), ^bb2(%arg1, %v14 : i32, vector<4xi64>)
  ^bb1:
    %v15 = arith.uitofp %arg0 : i32 to f16
    %v16 = arith.constant dense<[7, 42]> : vector<2xi32>
    %v17 = arith.extsi %v16 : vector<2xi32> to vector<2xi64>
    %v18 = arith.constant 3 : i64
    %v19 = arith.minsi %v18, %v18 : i64
    %v20 = arith.constant dense<3.0> : vector<8xf32>
    %v21 = func.call @f0(%arg0, %arg0, %arg2, %v20) : (i32, i32, vector<4xf32>, vector<8xf32>) -> (vector<4xi32>)
    %v22 = arith.constant false
    %v23 = arith.constant dense<[9223372036854775807, -1, 0, 7]> : vector<4xi64>
    cf.cond_br %v22, ^bb2(%arg1, %v23 : i32, vector<4xi64>), ^bb2(%arg1, %v23 : i32, vector<4xi64>)
  ^bb2(%b2_0: i32, %b2_1: vector<4xi64>):
    %v24 = arith.constant 6.550400e+04 : f32
    %v25 = arith.fptosi %v24 : f32 to i16
    %v26 = arith.subi %b2_1, %b2_1 : vector<4xi64>
    %v27 = arith.negf %v24 : f32
    %v28 = arith.fptosi %v27 : f32 to i1
    %v29 = arith.constant dense<0> : vector<4xi32>
    return %v29 : vector<4xi32>
  }
}
