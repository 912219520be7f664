// FLAGS: --convert-func-to-spirv=emulate-unsupported-float-types=false
module {
  func.func @f0(%arg0: index, %arg1: index, %arg2: vector<2xi32>) -> i32 {
    %v1 = arith.constant dense<1.0> : vector<3xf32>
    %v2 = arith.constant dense<1.0> : vector<3xf32>
    %v3 = arith.maxnumf %v1, %v2 : vector<3xf32>
    %v4 = arith.maxui %arg2, %arg2 : vector<2xi32>
    %v5 = arith.constant 7 : i32
    %v6 = arith.constant dense<[3.0, -2.5, 100.0]> : vector<3xf32>
    %v7 = arith.cmpf true, %v1, %v6 : vector<3xf32>
    %v8 = arith.cmpi ne, %v7, %v7 : vector<3xi1>
    %v9 = arith.constant 1 : i32
    return %v9 : i32
  }
  func.func @f1(%arg0: i32, %arg1: f32) -> i16 {
    %v1 = arith.index_cast %arg0 : i32 to index
    %v2 = arith.constant false
    %v3 = arith.constant 1 : i32
    %v4 = arith.constant 1 : i32
    %v5 = arith.select %v2, %v3, %v4 : i32
    %v6 = arith.constant true
    %v7 = arith.select %v2, %v2, %v6 : i1
    %v8 = arith.constant -1 : index
    %v9 = arith.remf %arg1, %arg1 : f32
    cf.br ^bb1(%v9 : f32)
  ^bb1(%b1_0: f32):
    %v10 = arith.constant dense<[100.0, -2.5]> : vector<2xf64>
    %v11 = arith.sitofp %arg0 : i32 to f32
    %v12 = arith.constant 7 : i32
    %v13 = arith.cmpi sgt, %v12, %arg0 : i32
    %v14 = arith.constant 6.550400e+04 : f32
    %v15 = arith.cmpf oeq, %v14, %arg1 : f32
    %v16 = arith.constant 1 : i16
    return %v16 : i16
  }
}
