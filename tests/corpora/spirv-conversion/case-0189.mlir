// FLAGS: --convert-arith-to-spirv --convert-func-to-spirv --convert-cf-to-spirv
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.2, [Shader, Int8, Int16, Int64, Float16, Float64], [SPV_KHR_8bit_storage]>, #spirv.resource_limits<>>} {
  func.func @f0(%arg0: i8, %arg1: i32) -> i16 {
    %v1 = arith.constant 42 : i8
    %v2 = func.call @f0(%v1, %arg1) : (i8, i32) -> (i16)
    %v3 = arith.maxui %arg0, %v1 : i8
    %v4 = arith.constant -1 : i64
    %v5 = arith.constant 100.0 : f32
    cf.br ^bb1(%v4, %v5 : i64, f32)
  ^bb1(%b1_0: i64, %b1_1: f32):
    %v6 = arith.constant -1 : i32
    %v7 = arith.constant 0 : i32
    %v8 = arith.divsi %v6, %v7 : i32
    %v9 = arith.extui %arg0 : i8 to i32
    %v10 = arith.constant 7 : i8
    %v11 = arith.constant 0 : i8
    %v12 = arith.xori %v10, %v11 : i8
    %v13 = arith.constant 100.0 : f32
    %v14 = arith.subf %b1_1, %v13 : f32
    %v15 = arith.muli %v6, %arg1 : i32
    %v16 = arith.constant true
    cf.cond_br %v16, ^bb2, ^bb2
  ^bb2:
    %v17 = arith.bitcast %arg1 : i32 to f32
    %v18 = arith.constant 127 : i8
    %v19 = func.call @f0(%v18, %arg1) : (i8, i32) -> (i16)
    %v20 = arith.constant false
    %v21 = arith.select %v20, %arg1, %arg1 : i32
    %v22 = arith.mulf %v17, %v17 : f32
    %v23 = arith.constant true
    %v24 = arith.cmpi ule, %v23, %v23 : i1
    %v25 = arith.constant true
    cf.cond_br %v25, ^bb2, ^bb2
  }
  func.func @f1(%arg0: f32, %arg1: vector<4xi64>, %arg2: f32) -> i8 {
    %v1 = arith.negf %arg2 : f32
    %v2 = arith.constant 100.0 : f32
    %v3 = arith.mulf %v2, %v1 : f32
    %v4 = arith.fptosi %v3 : f32 to i16
    %v5 = arith.andi %v4, %v4 : i16
    %v6 = arith.cmpi sge, %v4, %v5 : i16
    %v7 = arith.constant dense<2> : vector<2xi32>
    cf.cond_br %v6, ^bb1(%v7 : vector<2xi32>), ^bb1(%v7 : vector<2xi32>)
  ^bb1(%b1_0: vector<2xi32>):
    %v8 = arith.constant dense<7> : vector<3xi32>
    %v9 = arith.minui %v8, %v8 : vector<3xi32>
    %v10 = arith.cmpf uge, %arg0, %arg2 : f32
    %v11 = arith.constant 0.5 : f32
    %v12 = arith.addf %arg0, %v11 : f32
    %v13 = arith.constant 7 : i16
    cf.br ^bb1(%b1_0 : vector<2xi32>)
  }
}
