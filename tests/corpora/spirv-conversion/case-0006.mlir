// FLAGS: --convert-arith-to-spirv --convert-func-to-spirv --convert-cf-to-spirv
module {
  func.func @f0(%arg0: f16) -> i32 {
    %v1 = arith.constant -2.5 : f16
    %v2 = arith.fptoui %v1 : f16 to i8
    %v3 = arith.minnumf %v1, %arg0 : f16
    %v4 = arith.andi %v2, %v2 : i8
    %v5 = arith.constant 3.0 : f16
    %v6 = arith.constant true
    %v7 = arith.constant 1 : i32
    cf.cond_br %v6, ^bb1(%v7 : i32), ^bb1(%v7 : i32)
  ^bb1(%b1_0: i32):
    %v8 = arith.cmpi ule, %b1_0, %b1_0 : i32
    %v9 = arith.constant 1 : i32
    %v10 = arith.extsi %v9 : i32 to i64
    %v11 = arith.constant -1 : i32
    %v12 = arith.shli %b1_0, %v11 overflow<nuw> : i32
    %v13 = arith.constant true
    %v14 = arith.select %v13, %v12, %v9 : i32
    %v15 = arith.constant dense<1> : vector<3xi8>
    %v16 = arith.divsi %v15, %v15 : vector<3xi8>
    cf.br ^bb2
  ^bb2:
    %v17 = arith.constant 0x7E00 : f16
    %v18 = arith.maxnumf %arg0, %v17 : f16
    %v19 = arith.constant 0 : i32
    %v20 = arith.cmpi sgt, %v19, %v19 : i32
    %v21 = arith.constant 1.0 : f16
    %v22 = arith.cmpf ord, %v21, %v18 : f16
    return %v19 : i32
  }
  func.func @f1(%arg0: vector<3xi32>, %arg1: vector<3xi8>) {
    %v1 = arith.constant dense<3> : vector<3xi8>
    func.call @f1(%arg0, %v1) : (vector<3xi32>, vector<3xi8>) -> ()
    %v2 = arith.constant -0.0 : f32
    %v3 = arith.constant 0.0 : f16
    %v4 = func.call @f0(%v3) : (f16) -> (i32)
    %v5 = arith.constant true
    %v6 = arith.constant dense<6.550400e+04> : vector<4xf32>
    cf.cond_br %v5, ^bb1(%v6 : vector<4xf32>), ^bb1(%v6 : vector<4xf32>)
  ^bb1(%b1_0: vector<4xf32>):
    %v7 = arith.sitofp %arg0 : vector<3xi32> to vector<3xf64>
    return
  }
  func.func @f2() -> f32 {
    %v1 = arith.constant 0.0 : f32
    %v2 = arith.mulf %v1, %v1 : f32
    %v3 = arith.constant -0.0 : f32
    %v4 = arith.constant 0x7F800000 : f32
    %v5 = arith.cmpf uno, %v3, %v4 : f32
    %v6 = arith.constant dense<[-0.0, 1.0, 0.0]> : vector<3xf32>
    %v7 = arith.constant 3 : i32
    cf.br ^bb1(%v6, %v7 : vector<3xf32>, i32)
  ^bb1(%b1_0: vector<3xf32>, %b1_1: i32):
    %v8 = arith.constant 42 : index
    %v9 = arith.index_castui %v8 : index to i64
    %v10 = arith.constant true
    %v11 = arith.index_castui %v10 : i1 to index
    %v12 = arith.cmpi ule, %b1_1, %b1_1 : i32
    %v13 = arith.constant false
    %v14 = arith.constant 42 : i32
    cf.cond_br %v13, ^bb1(%b1_0, %v14 : vector<3xf32>, i32), ^bb1(%b1_0, %v14 : vector<3xf32>, i32)
  }
}
