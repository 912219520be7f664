// FLAGS: --convert-func-to-spirv=emulate-unsupported-float-types=false
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.6, [Kernel, Int8, Float16], [SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<>>} {
  func.func @f0(%arg0: f64, %arg1: f32, %arg2: vector<2xf32>, %arg3: vector<2xi32>) -> (vector<3xi32>, i32) {
    %v1 = arith.constant 3 : i32
    %v2 = func.call @f1(%v1) : (i32) -> (vector<3xi1>)
    %v3 = arith.constant 7 : i8
    %v4 = func.call @f2(%v3, %v1, %v1) : (i8, i32, i32) -> (index)
    %v5 = arith.constant dense<[7, 2]> : vector<2xi32>
    %v6:2 = func.call @f0(%arg0, %arg1, %arg2, %v5) : (f64, f32, vector<2xf32>, vector<2xi32>) -> (vector<3xi32>, i32)
    %v7 = arith.constant 7 : index
    %v8 = arith.constant 2 : index
    %v9 = arith.cmpi sle, %v7, %v8 : index
    %v10 = arith.index_castui %v8 : index to i1
    %v11 = arith.constant true
    cf.br ^bb2(%v11 : i1)
  ^bb1:
    %v12 = arith.constant -0.0 : f32
    %v13 = arith.cmpf ult, %arg1, %v12 : f32
    %v14 = arith.constant 42 : i32
    %v15 = arith.constant -1 : i32
    %v16 = arith.divsi %v14, %v15 : i32
    %v17 = arith.constant dense<0> : vector<1xi32>
    %v18 = arith.cmpi ult, %v17, %v17 : vector<1xi32>
    cf.br ^bb2(%v13 : i1)
  ^bb2(%b2_0: i1):
    %v19 = arith.constant 7 : i32
    %v20 = arith.constant 1 : i32
    %v21 = arith.addi %v19, %v20 overflow<nsw, nuw> : i32
    %v22 = arith.constant 1 : i32
    %v23 = arith.cmpi sgt, %v19, %v22 : i32
    %v24 = arith.constant dense<[42, -1, 3]> : vector<3xi32>
    return %v24, %v21 : vector<3xi32>, i32
  }
  func.func @f1(%arg0: i32) -> vector<3xi1> {
    %v1 = arith.constant 3 : i16
    %v2 = arith.bitcast %v1 : i16 to f16
    %v3 = arith.constant 6.550400e+04 : f16
    %v4 = arith.fptoui %v3 : f16 to i1
    %v5 = arith.remf %v3, %v2 : f16
    cf.br ^bb2(%arg0, %arg0 : i32, i32)
  ^bb1(%b1_0: f32, %b1_1: vector<2xi32>):
    %v6 = arith.cmpi ne, %arg0, %arg0 : i32
    %v7 = arith.constant 7 : i32
    cf.br ^bb2(%v7, %arg0 : i32, i32)
  ^bb2(%b2_0: i32, %b2_1: i32):
    %v8 = arith.constant dense<[100.0, 0.0, 3.0, -2.5]> : vector<4xf32>
    %v9 = arith.constant 2 : i32
    %v10 = arith.cmpi sle, %v9, %b2_1 : i32
    %v11 = arith.fptosi %v8 : vector<4xf32> to vector<4xi64>
    %v12 = arith.constant -2.5 : f16
    %v13 = arith.cmpf false, %v12, %v12 : f16
    %v14 = arith.cmpi eq, %v10, %v13 : i1
    %v15 = arith.constant dense<false> : vector<3xi1>
    return %v15 : vector<3xi1>
  }
  func.func @f2(%arg0: i8, %arg1: i32, %arg2: i32) -> index {
    %v1 = arith.divsi %arg0, %arg0 : i8
    %v2 = arith.remui %arg2, %arg1 : i32
    %v3 = arith.remui %v1, %v1 : i8
    %v4 = arith.constant 1000 : index
    return %v4 : index
  }
}
