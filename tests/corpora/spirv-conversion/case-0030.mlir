// FLAGS: --convert-cf-to-spirv --convert-func-to-spirv --convert-arith-to-spirv
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.5, [Kernel, Int8, Int64, Float64], [SPV_KHR_storage_buffer_storage_class, SPV_KHR_16bit_storage]>, #spirv.resource_limits<>>} {
  func.func @f0(%arg0: vector<5xf32>, %arg1: vector<1xi64>, %arg2: vector<2xf64>, %arg3: f32) -> vector<3xf16> {
    %v1 = arith.constant dense<1> : vector<1xi64>
    %v2 = arith.trunci %v1 : vector<1xi64> to vector<1xi8>
    %v3 = arith.constant dense<-2.5> : vector<3xf32>
    %v4 = arith.mulf %v3, %v3 : vector<3xf32>
    %v5 = arith.constant 7 : i32
    %v6 = arith.truncf %arg3 : f32 to f16
    %v7 = arith.cmpi sgt, %v2, %v2 : vector<1xi8>
    %v8 = arith.constant false
    %v9 = arith.constant dense<7> : vector<2xi32>
    %v10 = arith.constant 0 : i32
    cf.cond_br %v8, ^bb2(%arg3, %v9 : f32, vector<2xi32>), ^bb1(%arg3, %v10 : f32, i32)
  ^bb1(%b1_0: f32, %b1_1: i32):
    %v11 = arith.constant true
    %v12 = arith.select %v11, %arg0, %arg0 : vector<5xf32>
    %v13 = arith.constant dense<[3.0, 100.0]> : vector<2xf64>
    %v14 = func.call @f0(%arg0, %arg1, %v13, %arg3) : (vector<5xf32>, vector<1xi64>, vector<2xf64>, f32) -> (vector<3xf16>)
    %v15 = arith.extf %v14 : vector<3xf16> to vector<3xf32>
    %v16 = arith.cmpf ord, %v14, %v14 : vector<3xf16>
    %v17 = arith.constant dense<[0.5, 3.0, -0.0]> : vector<3xf32>
    %v18 = arith.extf %v17 : vector<3xf32> to vector<3xf64>
    %v19 = arith.constant dense<2> : vector<2xi32>
    cf.br ^bb2(%b1_0, %v19 : f32, vector<2xi32>)
  ^bb2(%b2_0: f32, %b2_1: vector<2xi32>):
    %v20 = arith.constant 0 : i16
    %v21 = arith.sitofp %v20 : i16 to f64
    %v22 = arith.constant dense<[6.550400e+04, 0.5, 100.0]> : vector<3xf16>
    return %v22 : vector<3xf16>
  }
  func.func @f1(%arg0: i32) -> f32 {
    %v1 = arith.constant 1.0 : f32
    %v2 = arith.constant -2.5 : f32
    %v3 = arith.minnumf %v1, %v2 : f32
    %v4 = arith.index_castui %arg0 : i32 to index
    %v5 = arith.fptosi %v3 : f32 to i16
    %v6 = arith.constant 3 : i16
    %v7 = arith.cmpi sle, %v6, %v6 : i16
    return %v1 : f32
  }
  func.func @f2(%arg0: i32, %arg1: i64) -> i32 {
    %v1 = arith.constant 100.0 : f32
    %v2 = arith.cmpf une, %v1, %v1 : f32
    %v3 = func.call @f2(%arg0, %arg1) : (i32, i64) -> (i32)
    return %arg0 : i32
  }
}
