// FLAGS: --convert-cf-to-spirv
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Kernel, Int8, Int16, Float64], [SPV_KHR_8bit_storage]>, #spirv.resource_limits<>>} {
  func.func @f0(%arg0: i32) {
    %v1 = arith.constant 42 : i32
    %v2 = arith.cmpi sgt, %v1, %arg0 : i32
    %v3 = arith.constant 1 : i16
    %v4 = arith.constant 3 : i32
    cf.br ^bb1(%v3, %v4 : i16, i32)
  ^bb1(%b1_0: i16, %b1_1: i32):
    %v5 = arith.constant dense<[false, false, true, true]> : vector<4xi1>
    %v6 = arith.cmpi sgt, %v5, %v5 : vector<4xi1>
    %v7 = arith.constant -0.0 : f32
    %v8 = arith.constant -1 : i32
    %v9 = arith.cmpi slt, %b1_1, %v8 : i32
    %v10 = arith.constant 3.0 : f32
    %v11 = arith.addf %v7, %v10 : f32
    return
  }
  func.func @f1(%arg0: i32, %arg1: i8, %arg2: f32, %arg3: i1) -> f32 {
    %v1 = arith.constant 3 : i64
    %v2 = arith.ori %v1, %v1 : i64
    %v3 = arith.constant 0.0 : f32
    %v4 = arith.fptosi %v3 : f32 to i64
    %v5 = arith.constant 42 : i64
    %v6 = arith.xori %v1, %v5 : i64
    return %arg2 : f32
  }
  func.func @f2(%arg0: i32, %arg1: index) -> f32 {
    %v1 = arith.constant 1.0 : f64
    %v2 = arith.subf %v1, %v1 : f64
    %v3 = arith.constant dense<[0.0, 3.0, 100.0]> : vector<3xf64>
    %v4 = arith.fptosi %v3 : vector<3xf64> to vector<3xi32>
    %v5 = arith.truncf %v2 : f64 to f32
    %v6 = arith.constant dense<[1, 1, -2147483648, 0]> : vector<4xi32>
    %v7 = arith.sitofp %v4 : vector<3xi32> to vector<3xf64>
    cf.br ^bb1(%arg0 : i32)
  ^bb1(%b1_0: i32):
    %v8 = arith.constant true
    %v9 = arith.select %v8, %b1_0, %arg0 : i32
    %v10 = arith.constant -0.0 : f32
    %v11 = arith.addf %v10, %v10 : f32
    %v12 = arith.constant 7 : i8
    %v13 = func.call @f1(%v9, %v12, %v11, %v8) : (i32, i8, f32, i1) -> (f32)
    %v14 = arith.maxsi %arg0, %v9 : i32
    cf.br ^bb2
  ^bb2:
    %v15 = arith.maxsi %arg0, %arg0 : i32
    %v16 = arith.constant false
    %v17 = arith.select %v16, %arg1, %arg1 : index
    %v18 = arith.constant dense<3> : vector<3xi16>
    %v19 = arith.ori %v16, %v16 : i1
    %v20 = arith.constant 100.0 : f32
    return %v20 : f32
  }
}
