// FLAGS: --convert-arith-to-spirv=emulate-unsupported-float-types=false
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.1, [Kernel, Int16, Int64, Float16, Float64], [SPV_KHR_16bit_storage]>, #spirv.resource_limits<>>} {
  func.func @f0(%arg0: f64) {
    %v1 = arith.constant -1 : i32
    %v2 = arith.xori %v1, %v1 : i32
    %v3 = arith.mulf %arg0, %arg0 : f64
    %v4 = arith.constant 1 : i16
    %v5 = arith.constant 2 : i16
    %v6 = arith.shrui %v4, %v5 : i16
    %v7 = arith.constant 2 : i32
    %v8 = arith.maxsi %v1, %v7 : i32
    %v9 = arith.shli %v6, %v4 overflow<nuw> : i16
    return
  }
  func.func @f1(%arg0: vector<2xf32>, %arg1: vector<4xf32>, %arg2: i1) -> vector<3xindex> {
    %v1 = arith.constant 7 : i64
    %v2 = arith.constant 3 : i64
    %v3 = arith.maxsi %v1, %v2 : i64
    %v4 = arith.constant dense<false> : vector<3xi1>
    %v5 = arith.constant dense<42> : vector<3xi32>
    %v6 = arith.select %v4, %v5, %v5 : vector<3xi1>, vector<3xi32>
    %v7 = arith.minnumf %arg0, %arg0 : vector<2xf32>
    cf.br ^bb1
  ^bb1:
    %v8 = arith.constant dense<0.0> : vector<4xf32>
    %v9 = arith.cmpf ord, %v8, %arg1 : vector<4xf32>
    %v10 = arith.fptosi %arg0 : vector<2xf32> to vector<2xi8>
    %v11 = arith.constant 1.0 : f32
    %v12 = arith.constant dense<[2]> : vector<1xi32>
    cf.cond_br %arg2, ^bb1, ^bb1
  }
  func.func @f2() {
    %v1 = arith.constant dense<-1> : vector<3xi8>
    %v2 = arith.index_cast %v1 : vector<3xi8> to vector<3xindex>
    %v3 = arith.constant true
    %v4 = arith.constant 42 : i32
    cf.cond_br %v3, ^bb1, ^bb2(%v4 : i32)
  ^bb1:
    %v5 = arith.constant 3 : i32
    %v6 = arith.xori %v5, %v5 : i32
    %v7 = arith.constant -1 : i32
    %v8 = arith.xori %v7, %v6 : i32
    %v9 = arith.constant dense<0.0> : vector<2xf32>
    %v10 = arith.constant dense<[-0.0, 100.0, 0.0, 3.0]> : vector<4xf32>
    %v11 = arith.constant true
    %v12 = func.call @f1(%v9, %v10, %v11) : (vector<2xf32>, vector<4xf32>, i1) -> (vector<3xindex>)
    %v13 = arith.divui %v7, %v6 : i32
    %v14 = arith.constant false
    cf.cond_br %v14, ^bb2(%v8 : i32), ^bb2(%v8 : i32)
  ^bb2(%b2_0: i32):
    %v15 = arith.constant 3 : i8
    %v16 = arith.extsi %v15 : i8 to i32
    %v17 = arith.muli %v16, %v16 : i32
    %v18 = arith.constant dense<[1.0, 100.0, 0.0, 100.0]> : vector<4xf32>
    %v19 = arith.constant dense<3.0> : vector<4xf32>
    %v20 = arith.mulf %v18, %v19 : vector<4xf32>
    %v21 = arith.constant 1 : i32
    %v22 = arith.constant 1 : i32
    %v23 = arith.muli %v21, %v22 : i32
    return
  }
}
