// FLAGS: --convert-arith-to-spirv
module {
  func.func @f0(%arg0: i8, %arg1: vector<3xi32>, %arg2: f32, %arg3: i32) {
    %v1 = arith.constant dense<7> : vector<2xi16>
    %v2 = arith.muli %v1, %v1 : vector<2xi16>
    %v3 = arith.remsi %arg1, %arg1 : vector<3xi32>
    func.call @f0(%arg0, %v3, %arg2, %arg3) : (i8, vector<3xi32>, f32, i32) -> ()
    %v4 = arith.constant dense<false> : vector<2xi1>
    func.call @f1(%arg2, %arg3, %v4, %arg2) : (f32, i32, vector<2xi1>, f32) -> ()
    cf.br ^bb1
  ^bb1:
    %v5 = arith.addf %arg2, %arg2 : f32
    %v6 = arith.constant true
    cf.cond_br %v6, ^bb2, ^bb2
  ^bb2:
    %v7 = arith.constant dense<[3, 7, 42, 1]> : vector<4xi16>
    %v8 = arith.xori %v7, %v7 : vector<4xi16>
    %v9 = arith.constant false
    %v10 = arith.constant 0.5 : f32
    %v11 = arith.select %v9, %arg2, %v10 : f32
    %v12 = arith.index_cast %arg0 : i8 to index
    %v13 = arith.sitofp %arg3 : i32 to f16
    return
  }
  func.func @f1(%arg0: f32, %arg1: i32, %arg2: vector<2xi1>, %arg3: f32) {
    %v1 = arith.constant dense<[true, true]> : vector<2xi1>
    %v2 = arith.andi %v1, %v1 : vector<2xi1>
    %v3 = arith.uitofp %v2 : vector<2xi1> to vector<2xf64>
    %v4 = arith.extf %arg3 : f32 to f64
    %v5 = arith.constant dense<2> : vector<2xi64>
    %v6 = arith.constant dense<2> : vector<3xi32>
    %v7 = arith.constant -1 : i16
    %v8 = func.call @f2(%v5, %v6, %v7) : (vector<2xi64>, vector<3xi32>, i16) -> (vector<4xi32>)
    %v9 = arith.extsi %v7 : i16 to i64
    return
  }
  func.func @f2(%arg0: vector<2xi64>, %arg1: vector<3xi32>, %arg2: i16) -> vector<4xi32> {
    %v1 = arith.divui %arg0, %arg0 : vector<2xi64>
    %v2 = arith.constant true
    %v3 = arith.constant dense<[1, 7]> : vector<2xindex>
    %v4 = arith.constant 3 : i8
    cf.cond_br %v2, ^bb1(%v3, %v4 : vector<2xindex>, i8), ^bb1(%v3, %v4 : vector<2xindex>, i8)
  ^bb1(%b1_0: vector<2xindex>, %b1_1: i8):
    %v5 = arith.constant dense<[1.0, 6.550400e+04, -0.0]> : vector<3xf32>
    %v6 = arith.minimumf %v5, %v5 : vector<3xf32>
    %v7 = arith.sitofp %b1_1 : i8 to f32
    %v8 = arith.constant -1 : i16
    %v9 = arith.extui %v8 : i16 to i64
    %v10 = arith.constant dense<[42, -1, -1, -1]> : vector<4xi32>
    return %v10 : vector<4xi32>
  }
}
