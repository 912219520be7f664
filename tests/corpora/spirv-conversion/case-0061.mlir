// FLAGS: --convert-func-to-spirv=emulate-lt-32-bit-scalar-types=false
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.4, [Kernel, Int8, Int16, Int64, Vector16], []>, #spirv.resource_limits<>>} {
  func.func @f0(%arg0: f32, %arg1: i32) -> (i32, vector<4xi16>) {
    %v1 = arith.constant dense<2> : vector<2xi32>
    %v2 = arith.remsi %v1, %v1 : vector<2xi32>
    %v3 = arith.constant false
    cf.cond_br %v3, ^bb1(%arg1, %arg0 : i32, f32), ^bb1(%arg1, %arg0 : i32, f32)
  ^bb1(%b1_0: i32, %b1_1: f32):
    %v4 = arith.trunci %arg1 : i32 to i1
    %v5 = arith.constant false
    %v6 = arith.constant dense<-1> : vector<4xi16>
    return %b1_0, %v6 : i32, vector<4xi16>
  }
  func.func @f1(%arg0: vector<1xf32>, %arg1: i32) {
    %v1 = arith.constant dense<0.5> : vector<2xf32>
    %v2 = arith.remf %v1, %v1 : vector<2xf32>
    %v3 = arith.negf %arg0 : vector<1xf32>
    %v4 = arith.constant dense<[42, 3, 2, 1]> : vector<4xi8>
    cf.br ^bb2(%v4 : vector<4xi8>)
  ^bb1(%b1_0: i1, %b1_1: i32):
    %v5 = arith.constant 0 : i32
    %v6 = arith.addi %b1_1, %v5 overflow<nsw, nuw> : i32
    %v7 = arith.xori %arg1, %arg1 : i32
    %v8 = arith.shli %b1_1, %v5 : i32
    %v9 = arith.constant -2.5 : f16
    %v10 = arith.mulf %v9, %v9 : f16
    %v11 = arith.constant 1 : index
    %v12 = arith.select %b1_0, %v11, %v11 : index
    %v13 = arith.constant dense<42> : vector<4xi8>
    cf.cond_br %b1_0, ^bb2(%v13 : vector<4xi8>), ^bb2(%v13 : vector<4xi8>)
  ^bb2(%b2_0: vector<4xi8>):
    %v14 = arith.constant 0 : i64
    %v15 = arith.trunci %v14 : i64 to i16
    return
  }
  func.func @f2(%arg0: vector<2xi8>, %arg1: i32) -> vector<4xi32> {
    %v1 = arith.index_cast %arg1 : i32 to index
    %v2 = arith.constant 0.0 : f64
    %v3 = arith.constant 0.0 : f64
    %v4 = arith.remf %v2, %v3 : f64
    %v5 = arith.constant 0x7FF8000000000000 : f64
    %v6 = arith.constant 6.550400e+04 : f64
    %v7 = arith.maximumf %v5, %v6 : f64
    %v8 = arith.constant false
    %v9 = arith.constant 0.5 : f32
    %v10 = arith.constant 3 : i8
    cf.cond_br %v8, ^bb2(%v9, %v10 : f32, i8), ^bb2(%v9, %v10 : f32, i8)
  ^bb1:
    %v11 = arith.extsi %arg0 : vector<2xi8> to vector<2xi16>
    %v12 = arith.constant dense<-2.5> : vector<2xf16>
    %v13 = arith.subf %v12, %v12 : vector<2xf16>
    %v14 = arith.constant dense<-2.5> : vector<2xf16>
    %v15 = arith.fptoui %v14 : vector<2xf16> to vector<2xi64>
    %v16 = arith.constant 0.5 : f32
    %v17 = arith.constant 7 : i8
    cf.br ^bb2(%v16, %v17 : f32, i8)
  ^bb2(%b2_0: f32, %b2_1: i8):
    %v18 = arith.constant 1 : index
    %v19 = arith.maxui %v18, %v18 : index
    %v20 = arith.divsi %v18, %v19 : index
    %v21 = arith.minsi %b2_1, %b2_1 : i8
    %v22 = arith.constant 7 : i32
    %v23 = arith.mulf %b2_0, %b2_0 : f32
    %v24 = arith.constant 0 : i8
    cf.br ^bb2(%b2_0, %v24 : f32, i8)
  }
}
