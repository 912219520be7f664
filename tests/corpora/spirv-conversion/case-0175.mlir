// FLAGS: --convert-arith-to-spirv
module {
  func.func @f0(%arg0: i16, %arg1: i32, %arg2: i32) {
    %v1 = arith.constant true
    %v2 = arith.select %v1, %arg0, %arg0 : i16
    %v3 = arith.uitofp %v2 : i16 to f16
    %v4 = arith.constant dense<[0.5, 6.550400e+04]> : vector<2xf64>
    %v5 = arith.constant dense<[-2.5, 6.550400e+04, 6.550400e+04, 3.0]> : vector<4xf64>
    cf.cond_br %v1, ^bb1(%v4, %v5 : vector<2xf64>, vector<4xf64>), ^bb1(%v4, %v5 : vector<2xf64>, vector<4xf64>)
  ^bb1(%b1_0: vector<2xf64>, %b1_1: vector<4xf64>):
    %v6 = arith.constant -0.0 : f32
    %v7 = arith.cmpf ole, %v6, %v6 : f32
    %v8 = arith.constant -2.5 : f32
    %v9 = arith.constant dense<[2, 7]> : vector<2xi32>
    cf.cond_br %v7, ^bb2(%v9 : vector<2xi32>), ^bb2(%v9 : vector<2xi32>)
  ^bb2(%b2_0: vector<2xi32>):
    %v10 = arith.shli %b2_0, %b2_0 : vector<2xi32>
    %v11 = arith.constant true
    %v12 = arith.select %v11, %arg2, %arg2 : i32
    %v13 = arith.constant 100.0 : f64
    %v14 = arith.addf %v13, %v13 : f64
    %v15 = arith.constant dense<[3, 3, 0, 3]> : vector<4xi16>
    return
  }
}
