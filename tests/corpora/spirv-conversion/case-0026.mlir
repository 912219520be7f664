// FLAGS: --convert-arith-to-spirv
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.4, [Kernel, Int8, Int16, Int64, Float16, Float64], []>, #spirv.resource_limits<>>} {
  func.func @f0(%arg0: vector<2xi32>, %arg1: index, %arg2: vector<2xi32>) -> vector<3xindex> {
    %v1 = arith.constant false
    %v2 = arith.select %v1, %arg0, %arg0 : vector<2xi32>
    cf.cond_br %v1, ^bb1, ^bb1
  ^bb1:
    %v3 = arith.constant -0.0 : f16
    %v4 = arith.maxnumf %v3, %v3 : f16
    %v5 = arith.constant true
    %v6 = arith.constant dense<6.550400e+04> : vector<4xf32>
    %v7 = arith.constant -1 : i32
    %v8 = arith.constant dense<[0.5, 0.5, -2.5, 0.0]> : vector<4xf32>
    cf.cond_br %v5, ^bb2(%v6, %v7 : vector<4xf32>, i32), ^bb2(%v8, %v7 : vector<4xf32>, i32)
  ^bb2(%b2_0: vector<4xf32>, %b2_1: i32):
    %v9 = arith.index_castui %b2_1 : i32 to index
    %v10 = arith.constant 0 : index
    %v11 = arith.cmpi sle, %arg1, %v10 : index
    %v12 = arith.constant dense<[7, 3, 42]> : vector<3xindex>
    return %v12 : vector<3xindex>
  }
  func.func @f1(%arg0: i32, %arg1: vector<4xi32>, %arg2: f64) -> vector<4xi64> {
    %v1 = arith.constant 3 : i32
    %v2 = func.call @f1(%v1, %arg1, %arg2) : (i32, vector<4xi32>, f64) -> (vector<4xi64>)
    %v3 = arith.constant -0.0 : f64
    %v4 = arith.cmpf oge, %arg2, %v3 : f64
    %v5 = arith.maxsi %v1, %v1 : i32
    %v6 = arith.constant -1 : index
    %v7 = arith.constant true
    %v8 = arith.constant 7 : i16
    %v9 = arith.constant dense<6.550400e+04> : vector<4xf16>
    %v10 = arith.constant dense<[1, 7, -1, 42]> : vector<4xindex>
    cf.cond_br %v7, ^bb2(%v8, %v9 : i16, vector<4xf16>), ^bb1(%v10 : vector<4xindex>)
  ^bb1(%b1_0: vector<4xindex>):
    %v11 = arith.constant true
    %v12 = arith.constant -2.5 : f32
    %v13 = arith.constant 0.5 : f32
    %v14 = arith.select %v11, %v12, %v13 : f32
    %v15 = arith.maxnumf %arg2, %arg2 : f64
    %v16 = arith.constant dense<3> : vector<4xindex>
    %v17 = arith.ori %b1_0, %v16 : vector<4xindex>
    %v18 = arith.cmpi sgt, %arg1, %arg1 : vector<4xi32>
    %v19 = arith.constant 0 : i32
    %v20 = arith.shli %v19, %arg0 overflow<nsw, nuw> : i32
    %v21 = arith.constant 42 : i16
    %v22 = arith.constant dense<[100.0, 100.0, -2.5, 0.0]> : vector<4xf16>
    cf.br ^bb2(%v21, %v22 : i16, vector<4xf16>)
  ^bb2(%b2_0: i16, %b2_1: vector<4xf16>):
    %v23 = arith.shrui %b2_0, %b2_0 : i16
    %v24 = arith.constant dense<-1> : vector<2xi32>
    %v25 = arith.subf %b2_1, %b2_1 : vector<4xf16>
    %v26 = arith.constant dense<[7, 0, -1, 42]> : vector<4xi32>
    %v27 = arith.divui %v26, %v26 : vector<4xi32>
    %v28 = arith.constant dense<[0, 2]> : vector<2xi32>
    %v29 = arith.addi %v24, %v28 : vector<2xi32>
    %v30 = arith.constant dense<[1, 3, 9223372036854775807, 1]> : vector<4xi64>
    return %v30 : vector<4xi64>
  }
}
