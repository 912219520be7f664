// FLAGS: --convert-func-to-spirv=emulate-lt-32-bit-scalar-types=false
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.1, [Shader, Int8, Int16, Int64, Float16, Float64], []>, #spirv.resource_limits<>>} {
  func.func @f0(%arg0: f32) {
    %v1 = arith.constant -0.0 : f32
    %v2 = arith.truncf %v1 : f32 to f16
    %v3 = arith.constant 3.0 : f16
    %v4 = arith.negf %v3 : f16
    %v5 = arith.constant false
    cf.cond_br %v5, ^bb1, ^bb1
  ^bb1:
    %v6 = arith.constant 0x7F800000 : f32
    %v7 = arith.cmpf uno, %v6, %v6 : f32
    %v8 = arith.fptosi %v6 : f32 to i16
    %v9 = arith.remui %v8, %v8 : i16
    %v10 = arith.fptosi %v6 : f32 to i32
    %v11 = arith.constant true
    cf.cond_br %v11, ^bb2, ^bb2
  ^bb2:
    %v12 = arith.cmpf false, %arg0, %arg0 : f32
    return
  }
  func.func @f1(%arg0: i8, %arg1: f32) -> f32 {
    %v1 = arith.bitcast %arg1 : f32 to i32
    %v2 = arith.remui %arg0, %arg0 : i8
    %v3 = arith.constant dense<255> : vector<2xi8>
    %v4 = arith.trunci %v3 : vector<2xi8> to vector<2xi1>
    %v5 = arith.constant true
    %v6 = arith.constant dense<0> : vector<1xi64>
    %v7 = arith.constant 1.0 : f64
    cf.cond_br %v5, ^bb1(%v6, %v7 : vector<1xi64>, f64), ^bb1(%v6, %v7 : vector<1xi64>, f64)
  ^bb1(%b1_0: vector<1xi64>, %b1_1: f64):
    %v8 = arith.sitofp %arg0 : i8 to f64
    %v9 = arith.constant dense<42> : vector<4xi32>
    %v10 = arith.negf %arg1 : f32
    %v11 = arith.muli %v9, %v9 : vector<4xi32>
    return %v10 : f32
  }
}
