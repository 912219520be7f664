// FLAGS: --convert-func-to-spirv=emulate-unsupported-float-types=false
module {
  func.func @f0(%arg0: vector<3xf32>, %arg1: vector<3xi32>, %arg2: vector<4xi64>, %arg3: i32) -> i8 {
    %v1 = arith.constant 6.550400e+04 : f64
    %v2 = arith.cmpf ogt, %v1, %v1 : f64
    cf.cond_br %v2, ^bb1(%arg3 : i32), ^bb1(%arg3 : i32)
  ^bb1(%b1_0: i32):
    %v3 = arith.constant dense<2> : vector<4xi8>
    %v4 = arith.cmpi ult, %v3, %v3 : vector<4xi8>
    %v5 = arith.constant 0 : i32
    %v6 = arith.ori %b1_0, %v5 : i32
    %v7 = arith.constant dense<0.5> : vector<3xf32>
    %v8 = arith.minimumf %v7, %v7 : vector<3xf32>
    %v9 = arith.cmpi eq, %v4, %v4 : vector<4xi1>
    %v10 = arith.constant 1 : i8
    return %v10 : i8
  }
  func.func @f1(%arg0: i16) {
    %v1 = arith.constant true
    %v2 = arith.extsi %v1 : i1 to i64
    %v3 = arith.constant 2 : i32
    %v4 = arith.cmpi ult, %v3, %v3 : i32
    %v5 = arith.xori %v3, %v3 : i32
    %v6 = arith.minsi %v4, %v4 : i1
    %v7 = arith.constant 7 : i64
    %v8 = arith.select %v6, %v2, %v7 : i64
    cf.br ^bb2
  ^bb1(%b1_0: i64, %b1_1: vector<2xf32>):
    %v9 = arith.constant dense<[0.5, 6.550400e+04]> : vector<2xf32>
    %v10 = arith.cmpf ult, %v9, %v9 : vector<2xf32>
    %v11 = arith.shrsi %arg0, %arg0 : i16
    %v12 = arith.shrsi %b1_0, %b1_0 : i64
    %v13 = arith.maximumf %v9, %b1_1 : vector<2xf32>
    %v14 = arith.constant false
    cf.cond_br %v14, ^bb2, ^bb2
  ^bb2:
    %v15 = arith.constant 6.550400e+04 : f64
    %v16 = arith.maxnumf %v15, %v15 : f64
    %v17 = arith.remsi %arg0, %arg0 : i16
    return
  }
}
