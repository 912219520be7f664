// FLAGS: --convert-func-to-spirv=emulate-unsupported-float-types=false
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Shader, Int8, Int16, Int64, Vector16], []>, #spirv.resource_limits<>>} {
  func.func @f0(%arg0: i32) -> f32 {
    %v1 = arith.constant -0.0 : f16
    %v2 = arith.cmpf uno, %v1, %v1 : f16
    %v3 = arith.constant dense<42> : vector<4xindex>
    %v4 = arith.index_cast %v3 : vector<4xindex> to vector<4xi8>
    %v5 = arith.cmpf ule, %v1, %v1 : f16
    %v6 = arith.constant -1 : i32
    %v7 = func.call @f0(%v6) : (i32) -> (f32)
    %v8 = arith.constant dense<[true, false, true, true]> : vector<4xi1>
    %v9 = arith.select %v8, %v4, %v4 : vector<4xi1>, vector<4xi8>
    return %v7 : f32
  }
  func.func @f1(%arg0: i32, %arg1: index) -> f16 {
    %v1 = arith.constant -0.0 : f64
    %v2 = arith.addf %v1, %v1 : f64
    %v3 = arith.constant false
    %v4 = arith.constant 0x7FC00000 : f32
    %v5 = arith.constant 1.0 : f64
    cf.cond_br %v3, ^bb1(%v1, %v4 : f64, f32), ^bb1(%v5, %v4 : f64, f32)
  ^bb1(%b1_0: f64, %b1_1: f32):
    %v6 = arith.constant dense<0.0> : vector<2xf32>
    %v7 = arith.fptosi %v6 : vector<2xf32> to vector<2xi64>
    %v8 = arith.constant 0.5 : f64
    %v9 = arith.constant -2.5 : f16
    %v10 = arith.divf %v9, %v9 : f16
    %v11 = arith.constant true
    cf.cond_br %v11, ^bb1(%b1_0, %b1_1 : f64, f32), ^bb1(%b1_0, %b1_1 : f64, f32)
  }
  func.func @f2(%arg0: f32, %arg1: f16, %arg2: f32) -> i64 {
    %v1 = arith.constant 2 : i32
    %v2 = arith.constant 42 : i32
    %v3 = arith.remsi %v1, %v2 : i32
    %v4 = arith.constant 2 : index
    %v5 = arith.constant 2 : index
    %v6 = arith.maxui %v4, %v5 : index
    %v7 = arith.constant true
    %v8 = arith.constant -1 : i64
    %v9 = arith.constant 0 : i64
    cf.cond_br %v7, ^bb1(%v8, %arg0 : i64, f32), ^bb1(%v9, %arg0 : i64, f32)
  ^bb1(%b1_0: i64, %b1_1: f32):
    %v10 = func.call @f2(%arg0, %arg1, %arg2) : (f32, f16, f32) -> (i64)
    %v11 = arith.constant 0.5 : f32
    %v12 = func.call @f2(%arg2, %arg1, %v11) : (f32, f16, f32) -> (i64)
    %v13 = arith.constant 1 : i64
    return %v13 : i64
  }
}
