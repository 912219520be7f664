// FLAGS: --convert-func-to-spirv
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.5, [Kernel, Int8, Int16, Int64, Vector16], [SPV_KHR_8bit_storage]>, #spirv.resource_limits<>>} {
  func.func @f0(%arg0: i16, %arg1: f32, %arg2: f32, %arg3: i32) {
    %v1 = arith.constant dense<3> : vector<8xi32>
    %v2 = arith.shli %v1, %v1 : vector<8xi32>
    %v3 = arith.constant 42 : i16
    %v4 = arith.cmpi ugt, %v3, %arg0 : i16
    %v5 = arith.constant dense<[100.0, -2.5, 3.0, 6.550400e+04]> : vector<4xf64>
    cf.cond_br %v4, ^bb1(%v5 : vector<4xf64>), ^bb1(%v5 : vector<4xf64>)
  ^bb1(%b1_0: vector<4xf64>):
    %v6 = arith.cmpf ult, %arg1, %arg2 : f32
    %v7 = arith.select %v6, %arg2, %arg1 : f32
    %v8 = arith.muli %arg0, %arg0 : i16
    %v9 = arith.cmpf ueq, %b1_0, %b1_0 : vector<4xf64>
    cf.br ^bb1(%b1_0 : vector<4xf64>)
  }
  func.func @f1() -> (i32, i64) {
    %v1 = arith.constant 3 : index
    %v2 = arith.constant false
    %v3 = arith.constant dense<[1.0]> : vector<1xf16>
    %v4 = arith.constant dense<[-2147483648, 3]> : vector<2xi32>
    %v5 = arith.constant 1 : i32
    cf.cond_br %v2, ^bb1(%v3, %v4 : vector<1xf16>, vector<2xi32>), ^bb2(%v5 : i32)
  ^bb1(%b1_0: vector<1xf16>, %b1_1: vector<2xi32>):
    %v6 = arith.shrsi %b1_1, %b1_1 : vector<2xi32>
    %v7 = arith.constant 0 : i32
    %v8 = arith.cmpi ult, %v7, %v7 : i32
    %v9 = arith.fptoui %b1_0 : vector<1xf16> to vector<1xi1>
    %v10 = arith.constant dense<0.0> : vector<1xf16>
    %v11 = arith.fptosi %v10 : vector<1xf16> to vector<1xi64>
    %v12 = arith.constant dense<0.5> : vector<4xf32>
    %v13 = arith.subf %v12, %v12 : vector<4xf32>
    cf.br ^bb2(%v7 : i32)
  ^bb2(%b2_0: i32):
    %v14 = arith.constant dense<3> : vector<4xi32>
    %v15 = arith.constant -1 : i32
    %v16 = arith.andi %v15, %v15 : i32
    %v17 = arith.constant dense<[1.0, 6.550400e+04, 100.0, 0.0]> : vector<4xf32>
    %v18 = arith.mulf %v17, %v17 : vector<4xf32>
    %v19 = arith.constant dense<[100.0, -2.5, -0.0]> : vector<3xf32>
    %v20 = arith.cmpf false, %v19, %v19 : vector<3xf32>
    %v21 = arith.cmpi ne, %v14, %v14 : vector<4xi32>
    %v22 = arith.constant 1 : i32
    %v23 = arith.constant 42 : i64
    return %v22, %v23 : i32, i64
  }
}
