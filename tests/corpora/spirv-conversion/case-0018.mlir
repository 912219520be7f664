// FLAGS: --convert-cf-to-spirv=emulate-lt-32-bit-scalar-types=false
module {
  func.func @f0() -> (i32, i16) {
    %v1 = arith.constant -1 : i32
    %v2 = arith.remui %v1, %v1 : i32
    %v3 = arith.constant true
    %v4 = arith.select %v3, %v2, %v1 : i32
    %v5 = arith.xori %v4, %v2 : i32
    %v6 = arith.constant 6.550400e+04 : f32
    %v7 = arith.maximumf %v6, %v6 : f32
    %v8 = arith.constant 0x7FF0000000000000 : f64
    cf.cond_br %v3, ^bb1(%v1 : i32), ^bb2(%v3, %v8 : i1, f64)
  ^bb1(%b1_0: i32):
    %v9 = arith.shrui %b1_0, %b1_0 : i32
    %v10 = arith.constant 1 : i32
    %v11 = arith.minui %v10, %v10 : i32
    %v12 = arith.constant dense<[false, false, true]> : vector<3xi1>
    %v13 = arith.constant false
    %v14 = arith.constant -0.0 : f64
    cf.br ^bb2(%v13, %v14 : i1, f64)
  ^bb2(%b2_0: i1, %b2_1: f64):
    %v15 = arith.constant dense<7> : vector<2xi16>
    %v16 = arith.divui %v15, %v15 : vector<2xi16>
    %v17 = arith.constant false
    cf.br ^bb2(%v17, %b2_1 : i1, f64)
  }
  func.func @f1(%arg0: i32, %arg1: vector<2xf32>, %arg2: index) -> (i32, i1) {
    %v1 = arith.constant dense<6.550400e+04> : vector<2xf32>
    %v2 = arith.constant dense<[-2.5, 6.550400e+04]> : vector<2xf32>
    %v3 = arith.minimumf %v1, %v2 : vector<2xf32>
    %v4 = arith.constant 1.0 : f32
    %v5 = arith.fptoui %v4 : f32 to i1
    return %arg0, %v5 : i32, i1
  }
}
