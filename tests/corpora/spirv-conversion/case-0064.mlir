// FLAGS: --convert-cf-to-spirv=emulate-unsupported-float-types=false
module {
  func.func @f0(%arg0: vector<4xindex>, %arg1: i32, %arg2: f16, %arg3: vector<2xf32>) -> i16 {
    %v1 = arith.constant 3.0 : f16
    %v2 = arith.negf %v1 : f16
    %v3 = arith.constant 0x7FC00000 : f32
    cf.br ^bb1(%v3, %arg1 : f32, i32)
  ^bb1(%b1_0: f32, %b1_1: i32):
    %v4 = arith.constant dense<true> : vector<2xi1>
    %v5 = arith.constant dense<[-0.0, -0.0]> : vector<2xf32>
    %v6 = arith.select %v4, %v5, %arg3 : vector<2xi1>, vector<2xf32>
    %v7 = arith.constant dense<[2, 0]> : vector<2xi32>
    %v8 = arith.addi %v7, %v7 : vector<2xi32>
    %v9 = arith.maxsi %arg0, %arg0 : vector<4xindex>
    %v10 = arith.maxsi %v9, %v9 : vector<4xindex>
    %v11 = arith.subf %b1_0, %b1_0 : f32
    %v12 = arith.constant 7 : i16
    return %v12 : i16
  }
  func.func @f1(%arg0: f32, %arg1: i32, %arg2: i32, %arg3: f32) {
    %v1 = arith.constant 0 : i32
    %v2 = arith.shli %arg1, %v1 : i32
    %v3 = arith.bitcast %arg2 : i32 to i32
    %v4 = arith.constant 1.0 : f32
    %v5 = arith.maximumf %v4, %v4 : f32
    %v6 = arith.constant dense<-2.5> : vector<2xf32>
    %v7 = arith.constant true
    %v8 = arith.select %v7, %v2, %v3 : i32
    cf.br ^bb1(%v6, %v3 : vector<2xf32>, i32)
  ^bb1(%b1_0: vector<2xf32>, %b1_1: i32):
    %v9 = arith.fptoui %arg0 : f32 to i8
    cf.br ^bb2
  ^bb2:
    %v10 = arith.constant 0 : i32
    %v11 = arith.remui %arg1, %v10 : i32
    %v12 = arith.fptosi %arg0 : f32 to i1
    %v13 = arith.constant -0.0 : f16
    %v14 = arith.fptoui %v13 : f16 to i8
    %v15 = arith.constant -2.5 : f32
    return
  }
  func.func @f2(%arg0: i32, %arg1: f16) {
    %v1 = arith.constant dense<-1> : vector<3xi16>
    %v2 = arith.constant false
    %v3 = arith.select %v2, %arg1, %arg1 : f16
    %v4 = arith.remf %arg1, %arg1 : f16
    %v5 = arith.constant 0 : i8
    %v6 = arith.constant 7 : i8
    %v7 = arith.xori %v5, %v6 : i8
    %v8 = arith.select %v2, %v2, %v2 : i1
    %v9 = arith.constant dense<[3, 3]> : vector<2xi32>
    cf.cond_br %v8, ^bb1(%v9, %arg0 : vector<2xi32>, i32), ^bb2
  ^bb1(%b1_0: vector<2xi32>, %b1_1: i32):
    %v10 = arith.constant 0 : i16
    %v11 = arith.maxsi %v10, %v10 : i16
    %v12 = arith.constant 2 : i32
    %v13 = arith.constant -2.5 : f32
    %v14 = arith.constant 1 : i8
    %v15 = arith.extui %v14 : i8 to i32
    %v16 = arith.constant dense<[6.550400e+04, -2.5, 1.0, -0.0]> : vector<4xf64>
    %v17 = arith.constant true
    cf.cond_br %v17, ^bb2, ^bb2
  ^bb2:
    %v18 = arith.constant dense<[1, 2, -1]> : vector<3xi32>
    %v19 = arith.constant -2.5 : f16
    %v20 = arith.minnumf %arg1, %v19 : f16
    %v21 = arith.constant false
    cf.cond_br %v21, ^bb2, ^bb2
  }
}
