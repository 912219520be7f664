// FLAGS: --convert-arith-to-spirv
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.3, [Shader, Int16, Int64, Float16, Float64], [SPV_KHR_8bit_storage]>, #spirv.resource_limits<>>} {
  func.func @f0(%arg0: vector<2xi32>, %arg1: vector<4xi8>) -> vector<3xf32> {
    %v1 = arith.constant dense<[2, 1]> : vector<2xi32>
    %v2 = arith.shli %arg0, %v1 : vector<2xi32>
    %v3 = arith.constant dense<2> : vector<2xi32>
    %v4 = arith.shrui %v3, %v3 : vector<2xi32>
    %v5 = arith.constant dense<[0, 1, 0]> : vector<3xi64>
    cf.br ^bb2(%v5 : vector<3xi64>)
  ^bb1:
    %v6 = arith.constant 1.0 : f64
    %v7 = arith.cmpf one, %v6, %v6 : f64
    %v8 = arith.constant 32767 : i16
    %v9 = arith.select %v7, %v8, %v8 : i16
    %v10 = arith.constant dense<[7, 4294967296, 0]> : vector<3xi64>
    cf.cond_br %v7, ^bb2(%v10 : vector<3xi64>), ^bb2(%v10 : vector<3xi64>)
  ^bb2(%b2_0: vector<3xi64>):
    %v11 = arith.uitofp %arg0 : vector<2xi32> to vector<2xf16>
    %v12 = arith.constant dense<-2.5> : vector<3xf32>
    return %v12 : vector<3xf32>
  }
  func.func @f1(%arg0: index) -> i32 {
    %v1 = arith.constant 7 : index
    %v2 = arith.constant 1 : index
    %v3 = arith.shrui %v1, %v2 : index
    %v4 = arith.constant dense<[42, 42, 7, -1]> : vector<4xi32>
    cf.br ^bb1(%v4 : vector<4xi32>)
  ^bb1(%b1_0: vector<4xi32>):
    %v5 = arith.constant -0.0 : f16
    %v6 = arith.constant -1 : i32
    %v7 = arith.addi %v6, %v6 : i32
    %v8 = arith.cmpf oeq, %v5, %v5 : f16
    %v9 = arith.constant 42 : i32
    %v10 = arith.index_cast %v9 : i32 to index
    %v11 = arith.constant -0.0 : f16
    %v12 = arith.remf %v11, %v11 : f16
    %v13 = arith.constant dense<-1> : vector<4xi32>
    cf.br ^bb1(%v13 : vector<4xi32>)
  }
  func.func @f2(%arg0: vector<3xf32>) -> i64 {
    %v1 = arith.constant false
    %v2 = arith.constant 42 : i32
    %v3 = arith.constant 65536 : i32
    %v4 = arith.select %v1, %v2, %v3 : i32
    cf.br ^bb1
  ^bb1:
    %v5 = arith.constant dense<[42, -1]> : vector<2xi32>
    %v6 = arith.remsi %v5, %v5 : vector<2xi32>
    %v7 = arith.constant 0x7F800000 : f32
    %v8 = arith.constant -2.5 : f32
    %v9 = arith.mulf %v7, %v8 : f32
    %v10 = arith.trunci %v5 : vector<2xi32> to vector<2xi8>
    %v11 = arith.constant 0.5 : f64
    %v12 = arith.constant false
    %v13 = arith.select %v12, %v6, %v6 : vector<2xi32>
    %v14 = arith.constant 42 : i64
    cf.br ^bb2(%v14 : i64)
  ^bb2(%b2_0: i64):
    %v15 = arith.bitcast %arg0 : vector<3xf32> to vector<3xi32>
    %v16 = arith.constant dense<[false, false, false, false, false, true, false, true]> : vector<8xi1>
    %v17 = arith.uitofp %b2_0 : i64 to f32
    %v18 = arith.constant 1 : i64
    %v19 = arith.constant 42 : i64
    %v20 = arith.cmpi ne, %v18, %v19 : i64
    %v21 = arith.constant -0.0 : f32
    %v22 = arith.addf %v21, %v21 : f32
    return %b2_0 : i64
  }
}
