// FLAGS: --convert-arith-to-spirv
module {
  func.func @f0(%arg0: i32) -> index {
    %v1 = func.call @f0(%arg0) : (i32) -> (index)
    %v2 = arith.constant dense<[1.0, 3.0, -0.0, -2.5]> : vector<4xf32>
    %v3 = arith.constant dense<1.0> : vector<4xf32>
    %v4 = arith.subf %v2, %v3 : vector<4xf32>
    %v5 = arith.constant dense<100.0> : vector<3xf32>
    %v6 = arith.constant dense<[-2.5, 100.0, 100.0]> : vector<3xf32>
    %v7 = arith.maximumf %v5, %v6 : vector<3xf32>
    %v8 = arith.constant true
    cf.cond_br %v8, ^bb2, ^bb2
  ^bb1:
    %v9 = arith.constant dense<[3, 2, 1, 42]> : vector<4xindex>
    %v10 = arith.xori %v9, %v9 : vector<4xindex>
    %v11 = arith.maxsi %arg0, %arg0 : i32
    %v12 = arith.constant dense<6.550400e+04> : vector<4xf64>
    %v13 = arith.cmpf ugt, %v12, %v12 : vector<4xf64>
    %v14 = arith.constant 0 : i32
    %v15 = func.call @f0(%v14) : (i32) -> (index)
    %v16 = arith.constant true
    cf.cond_br %v16, ^bb2, ^bb2
  ^bb2:
    %v17 = arith.trunci %arg0 : i32 to i1
    %v18 = arith.constant 0 : i16
    %v19 = arith.divsi %v18, %v18 : i16
    %v20 = arith.constant -2.5 : f64
    %v21 = arith.cmpf one, %v20, %v20 : f64
    %v22 = arith.constant 0.5 : f32
    %v23 = arith.negf %v22 : f32
    %v24 = arith.constant dense<[0.0, 3.0, 0.0, 1.0]> : vector<4xf32>
    cf.br ^bb1
  }
  func.func @f1() {
    %v1 = arith.constant dense<4294967296> : vector<3xindex>
    %v2 = arith.maxui %v1, %v1 : vector<3xindex>
    %v3 = arith.index_castui %v2 : vector<3xindex> to vector<3xi8>
    %v4 = arith.constant true
    %v5 = arith.constant 2 : i32
    %v6 = arith.select %v4, %v5, %v5 : i32
    return
  }
}
