// FLAGS: --convert-cf-to-spirv --convert-func-to-spirv --convert-arith-to-spirv
module {
  func.func @f0(%arg0: vector<4xindex>, %arg1: i1, %arg2: index) -> vector<2xi16> {
    %v1 = arith.index_castui %arg0 : vector<4xindex> to vector<4xi32>
    %v2 = arith.constant false
    %v3 = arith.select %arg1, %arg1, %v2 : i1
    %v4 = arith.constant 6.550400e+04 : f32
    %v5 = arith.mulf %v4, %v4 : f32
    %v6 = arith.constant dense<[100.0, -2.5]> : vector<2xf32>
    %v7 = arith.cmpf ord, %v6, %v6 : vector<2xf32>
    %v8 = arith.constant dense<1> : vector<4xi16>
    %v9 = arith.shrsi %v8, %v8 : vector<4xi16>
    %v10 = arith.constant 0.5 : f16
    %v11 = arith.constant 7 : i32
    cf.br ^bb1(%v10, %v11 : f16, i32)
  ^bb1(%b1_0: f16, %b1_1: i32):
    %v12 = arith.constant dense<[0, 1000, 1, 0]> : vector<4xindex>
    %v13 = arith.select %arg1, %arg0, %v12 : vector<4xindex>
    %v14 = arith.constant dense<42> : vector<2xi16>
    return %v14 : vector<2xi16>
  }
  func.func @f1(%arg0: i32, %arg1: i8) -> i32 {
    %v1 = arith.constant 100.0 : f32
    %v2 = arith.cmpf ult, %v1, %v1 : f32
    %v3 = arith.constant 42 : i32
    %v4 = arith.maxui %arg0, %v3 : i32
    cf.cond_br %v2, ^bb1, ^bb1
  ^bb1:
    %v5 = arith.constant -1 : i16
    %v6 = arith.bitcast %v5 : i16 to f16
    %v7 = arith.uitofp %v5 : i16 to f32
    %v8 = arith.uitofp %v5 : i16 to f16
    %v9 = arith.constant false
    %v10 = arith.constant dense<7> : vector<2xi16>
    cf.cond_br %v9, ^bb2(%v10 : vector<2xi16>), ^bb2(%v10 : vector<2xi16>)
  ^bb2(%b2_0: vector<2xi16>):
    %v11 = arith.extsi %arg1 : i8 to i64
    %v12 = arith.ori %arg0, %arg0 : i32
    %v13 = arith.constant 42 : index
    %v14 = arith.index_cast %v13 : index to i8
    return %arg0 : i32
  }
}
