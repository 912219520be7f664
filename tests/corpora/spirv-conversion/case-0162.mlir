// FLAGS: --convert-cf-to-spirv=emulate-lt-32-bit-scalar-types=false
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Shader, Int8, Int16, Int64, Float16, Float64], []>, #spirv.resource_limits<>>} {
  func.func @f0(%arg0: i32, %arg1: vector<1xf32>, %arg2: index, %arg3: i64) {
    %v1 = arith.bitcast %arg0 : i32 to f32
    %v2 = arith.constant false
    cf.cond_br %v2, ^bb2, ^bb2
  ^bb1(%b1_0: i64, %b1_1: i64):
    %v3 = arith.bitcast %arg0 : i32 to f32
    %v4 = arith.constant 0.5 : f32
    %v5 = arith.constant 0.0 : f32
    %v6 = arith.divf %v4, %v5 : f32
    %v7 = arith.constant dense<0.0> : vector<3xf32>
    %v8 = arith.constant dense<[0.0, 100.0, 0.0]> : vector<3xf32>
    %v9 = arith.cmpf ogt, %v7, %v8 : vector<3xf32>
    cf.br ^bb2
  ^bb2:
    %v10 = arith.constant dense<3.0> : vector<2xf64>
    %v11 = arith.negf %v10 : vector<2xf64>
    %v12 = arith.constant true
    %v13 = arith.constant 42 : i32
    %v14 = arith.select %v12, %arg0, %v13 : i32
    return
  }
  func.func @f1(%arg0: vector<4xi32>, %arg1: f32, %arg2: i32) -> f32 {
    %v1 = arith.maxsi %arg2, %arg2 : i32
    return %arg1 : f32
  }
  func.func @f2(%arg0: i32, %arg1: i16) {
    %v1 = arith.constant 0 : i8
    %v2 = arith.shrsi %v1, %v1 : i8
    %v3 = arith.xori %arg0, %arg0 : i32
    %v4 = arith.constant 7 : i16
    %v5 = arith.extui %v4 : i16 to i64
    %v6 = arith.constant -2.5 : f32
    %v7 = arith.cmpf olt, %v6, %v6 : f32
    %v8 = arith.shli %v5, %v5 : i64
    cf.br ^bb1(%arg0, %v3 : i32, i32)
  ^bb1(%b1_0: i32, %b1_1: i32):
    %v9 = arith.uitofp %b1_0 : i32 to f64
    return
  }
}
