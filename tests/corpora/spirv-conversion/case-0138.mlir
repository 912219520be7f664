// FLAGS: --convert-arith-to-spirv
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.2, [Kernel, Int8, Int16, Float16, Float64], []>, #spirv.resource_limits<>>} {
  func.func @f0(%arg0: i32, %arg1: vector<4xi32>, %arg2: vector<2xf32>) -> f32 {
    %v1 = arith.uitofp %arg0 : i32 to f64
    %v2 = arith.constant -2.5 : f32
    %v3 = arith.minnumf %v2, %v2 : f32
    %v4 = arith.mulf %v1, %v1 : f64
    %v5 = arith.constant true
    %v6 = arith.select %v5, %v2, %v3 : f32
    %v7 = arith.constant 7 : i64
    cf.cond_br %v5, ^bb1(%v7 : i64), ^bb1(%v7 : i64)
  ^bb1(%b1_0: i64):
    %v8 = arith.trunci %b1_0 : i64 to i1
    cf.cond_br %v8, ^bb1(%b1_0 : i64), ^bb1(%b1_0 : i64)
  }
  func.func @f1(%arg0: f32) {
    %v1 = arith.constant -2.5 : f32
    %v2 = arith.cmpf uno, %arg0, %v1 : f32
    %v3 = arith.select %v2, %v2, %v2 : i1
    %v4 = arith.constant 0 : i16
    %v5 = arith.subi %v4, %v4 : i16
    %v6 = arith.trunci %v4 : i16 to i1
    %v7 = arith.constant dense<1.0> : vector<3xf32>
    cf.br ^bb2(%v7 : vector<3xf32>)
  ^bb1(%b1_0: i32, %b1_1: vector<2xi1>):
    %v8 = arith.constant 2 : i32
    %v9 = arith.remui %v8, %v8 : i32
    %v10 = arith.negf %arg0 : f32
    %v11 = arith.cmpi ult, %b1_1, %b1_1 : vector<2xi1>
    %v12 = arith.constant 0.5 : f32
    %v13 = arith.divf %v12, %v10 : f32
    %v14 = arith.constant 42 : i32
    %v15 = arith.constant -1 : i32
    %v16 = arith.divsi %v14, %v15 : i32
    cf.br ^bb1(%v9, %b1_1 : i32, vector<2xi1>)
  ^bb2(%b2_0: vector<3xf32>):
    %v17 = arith.constant 6.550400e+04 : f32
    %v18 = arith.cmpf oge, %v17, %v17 : f32
    %v19 = arith.constant 1.0 : f32
    %v20 = arith.constant 7 : i32
    %v21 = arith.constant 0 : i32
    %v22 = arith.ori %v20, %v21 : i32
    return
  }
  func.func @f2(%arg0: i32, %arg1: vector<4xi1>, %arg2: i64) -> vector<4xf32> {
    %v1 = arith.constant dense<7> : vector<2xi16>
    %v2 = arith.sitofp %v1 : vector<2xi16> to vector<2xf64>
    %v3 = arith.constant 1 : i64
    %v4 = arith.shli %v3, %arg2 overflow<nsw, nuw> : i64
    %v5 = arith.constant dense<3.0> : vector<2xf32>
    %v6 = arith.cmpf uge, %v5, %v5 : vector<2xf32>
    %v7 = arith.constant 4294967296 : i64
    %v8 = arith.remui %v3, %v7 : i64
    %v9 = arith.constant dense<[7, -1]> : vector<2xi16>
    %v10 = arith.index_cast %v9 : vector<2xi16> to vector<2xindex>
    %v11 = arith.constant true
    %v12 = arith.constant 1 : i32
    %v13 = arith.constant -1 : i16
    cf.cond_br %v11, ^bb1(%v12 : i32), ^bb2(%v8, %v13 : i64, i16)
  ^bb1(%b1_0: i32):
    %v14 = arith.constant dense<0.0> : vector<3xf64>
    %v15 = arith.truncf %v14 : vector<3xf64> to vector<3xf32>
    %v16 = arith.constant dense<true> : vector<3xi1>
    %v17 = arith.select %v16, %v14, %v14 : vector<3xi1>, vector<3xf64>
    %v18 = arith.constant 1 : i32
    %v19 = arith.maxnumf %v15, %v15 : vector<3xf32>
    %v20 = arith.constant -0.0 : f64
    %v21 = arith.constant -2.5 : f64
    %v22 = arith.cmpf ogt, %v20, %v21 : f64
    %v23 = arith.constant 0 : i16
    cf.br ^bb2(%arg2, %v23 : i64, i16)
  ^bb2(%b2_0: i64, %b2_1: i16):
    %v24 = arith.constant dense<[100.0, 100.0, 6.550400e+04]> : vector<3xf16>
    %v25 = arith.negf %v24 : vector<3xf16>
    %v26 = arith.constant -0.0 : f32
    func.call @f1(%v26) : (f32) -> ()
    %v27 = arith.cmpf olt, %v26, %v26 : f32
    %v28 = arith.constant 1 : i64
    %v29 = func.call @f2(%arg0, %arg1, %v28) : (i32, vector<4xi1>, i64) -> (vector<4xf32>)
    %v30 = arith.constant 42 : i32
    return %v29 : vector<4xf32>
  }
}
