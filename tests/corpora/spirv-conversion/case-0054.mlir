// FLAGS: --convert-cf-to-spirv --convert-func-to-spirv --convert-arith-to-spirv
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.2, [Shader, Int8, Int16, Int64, Float16, Float64], [SPV_KHR_16bit_storage]>, #spirv.resource_limits<>>} {
  func.func @f0(%arg0: index, %arg1: i32, %arg2: i32) {
    %v1 = arith.constant dense<[0.5, -2.5, 3.0, 1.0, 100.0, 6.550400e+04, 0.0, 6.550400e+04]> : vector<8xf32>
    %v2 = arith.negf %v1 : vector<8xf32>
    %v3 = arith.subf %v1, %v2 : vector<8xf32>
    %v4 = arith.constant dense<7> : vector<3xi32>
    %v5 = arith.maxsi %v4, %v4 : vector<3xi32>
    return
  }
  func.func @f1(%arg0: index) -> vector<4xf32> {
    %v1 = arith.constant false
    %v2 = arith.select %v1, %arg0, %arg0 : index
    %v3 = arith.constant false
    %v4 = arith.cmpi ult, %v1, %v3 : i1
    %v5 = arith.constant 3.0 : f32
    %v6 = arith.cmpf uge, %v5, %v5 : f32
    %v7 = arith.mulf %v5, %v5 : f32
    %v8 = arith.cmpf false, %v5, %v5 : f32
    %v9 = arith.constant 0 : i32
    %v10 = arith.constant 2 : i32
    cf.cond_br %v6, ^bb1(%v9, %v9 : i32, i32), ^bb1(%v9, %v10 : i32, i32)
  ^bb1(%b1_0: i32, %b1_1: i32):
    %v11 = arith.index_cast %arg0 : index to i16
    %v12 = arith.constant 2 : i32
    %v13 = arith.constant 2 : index
    %v14 = func.call @f1(%v13) : (index) -> (vector<4xf32>)
    %v15 = arith.constant 0.0 : f32
    %v16 = arith.mulf %v15, %v15 : f32
    %v17 = arith.sitofp %v11 : i16 to f64
    %v18 = arith.constant true
    %v19 = arith.constant 1 : i32
    %v20 = arith.constant -0.0 : f32
    cf.cond_br %v18, ^bb2(%b1_1, %v16 : i32, f32), ^bb2(%v19, %v20 : i32, f32)
  ^bb2(%b2_0: i32, %b2_1: f32):
    %v21 = arith.constant dense<42> : vector<2xi32>
    %v22 = arith.divsi %v21, %v21 : vector<2xi32>
    %v23 = arith.constant 3.0 : f32
    %v24 = arith.cmpf ole, %b2_1, %v23 : f32
    %v25 = arith.fptosi %b2_1 : f32 to i8
    %v26 = arith.constant 7 : i32
    %v27 = arith.maxui %v26, %b2_0 : i32
    %v28 = func.call @f1(%arg0) : (index) -> (vector<4xf32>)
    return %v28 : vector<4xf32>
  }
}
