// FLAGS: --convert-arith-to-spirv=emulate-unsupported-float-types=false
module {
  func.func @f0(%arg0: vector<3xindex>, %arg1: i32, %arg2: i32, %arg3: i32) {
    %v1 = arith.constant 0x7C00 : f16
    %v2 = arith.divf %v1, %v1 : f16
    %v3 = arith.minsi %arg1, %arg2 : i32
    %v4 = arith.constant false
    %v5 = arith.constant false
    %v6 = arith.constant 3 : i16
    %v7 = arith.constant 7 : i16
    cf.cond_br %v4, ^bb1(%v5, %v6 : i1, i16), ^bb1(%v4, %v7 : i1, i16)
  ^bb1(%b1_0: i1, %b1_1: i16):
    %v8 = arith.constant 2 : i32
    %v9 = arith.bitcast %v8 : i32 to f32
    %v10 = arith.fptosi %v9 : f32 to i64
    %v11 = arith.select %b1_0, %b1_1, %b1_1 : i16
    return
  }
  func.func @f1() -> i64 {
    %v1 = arith.constant -1 : i16
    %v2 = arith.minui %v1, %v1 : i16
    %v3 = arith.constant dense<[-1]> : vector<1xi32>
    %v4 = arith.constant dense<[3]> : vector<1xi32>
    %v5 = arith.shli %v3, %v4 : vector<1xi32>
    %v6 = arith.constant false
    %v7 = arith.constant 0x7C00 : f16
    cf.cond_br %v6, ^bb2(%v7 : f16), ^bb2(%v7 : f16)
  ^bb1(%b1_0: vector<3xi32>):
    %v8 = arith.constant dense<[-1, 0, 0]> : vector<3xi32>
    %v9 = arith.trunci %v8 : vector<3xi32> to vector<3xi1>
    cf.br ^bb1(%b1_0 : vector<3xi32>)
  ^bb2(%b2_0: f16):
    %v10 = arith.constant 0 : i32
    %v11 = arith.shrsi %v10, %v10 : i32
    func.call @f2() : () -> ()
    %v12 = arith.constant 6.550400e+04 : f32
    %v13 = arith.minimumf %v12, %v12 : f32
    %v14 = arith.constant 0.0 : f32
    %v15 = arith.constant 42 : i64
    return %v15 : i64
  }
  func.func @f2() {
    %v1 = arith.constant 0.0 : f64
    %v2 = arith.constant 0.5 : f64
    %v3 = arith.remf %v1, %v2 : f64
    %v4 = arith.constant true
    cf.cond_br %v4, ^bb2, ^bb1
  ^bb1:
    %v5 = arith.constant -2.5 : f32
    %v6 = arith.fptosi %v5 : f32 to i16
    %v7 = arith.constant true
    cf.cond_br %v7, ^bb2, ^bb2
  ^bb2:
    %v8 = arith.constant 1.0 : f32
    %v9 = arith.maximumf %v8, %v8 : f32
    %v10 = arith.constant dense<[-2147483648, -1]> : vector<2xi32>
    %v11 = arith.xori %v10, %v10 : vector<2xi32>
    %v12 = arith.constant dense<42> : vector<2xi32>
    %v13 = arith.shrui %v10, %v12 : vector<2xi32>
    return
  }
}
