// FLAGS: --convert-cf-to-spirv=emulate-unsupported-float-types=false
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.5, [Shader, Int8, Float64], []>, #spirv.resource_limits<>>} {
  func.func @f0(%arg0: vector<3xindex>, %arg1: f32, %arg2: i32, %arg3: i16) -> (vector<4xf64>, f32) {
    %v1 = arith.constant true
    %v2 = arith.constant 0.0 : f32
    %v3 = arith.maxnumf %arg1, %v2 : f32
    cf.br ^bb2(%v2, %arg2 : f32, i32)
  ^bb1(%b1_0: vector<3xi32>):
    %v4 = arith.extui %arg2 : i32 to i64
    %v5 = arith.constant -1 : i16
    %v6 = arith.trunci %v5 : i16 to i8
    %v7 = arith.constant false
    %v8 = arith.constant dense<6.550400e+04> : vector<4xf16>
    %v9 = arith.constant dense<[0, 4294967296]> : vector<2xi64>
    %v10 = func.call @f1(%v7, %v8, %v9) : (i1, vector<4xf16>, vector<2xi64>) -> (index)
    %v11 = arith.sitofp %v9 : vector<2xi64> to vector<2xf32>
    %v12 = arith.constant -2.5 : f32
    cf.br ^bb2(%v12, %arg2 : f32, i32)
  ^bb2(%b2_0: f32, %b2_1: i32):
    %v13 = arith.sitofp %b2_1 : i32 to f64
    %v14 = arith.constant dense<[0.0, 3.0, -2.5, -0.0]> : vector<4xf64>
    %v15 = arith.constant 6.550400e+04 : f32
    return %v14, %v15 : vector<4xf64>, f32
  }
  func.func @f1(%arg0: i1, %arg1: vector<4xf16>, %arg2: vector<2xi64>) -> index {
    %v1 = arith.constant dense<7> : vector<2xi64>
    %v2 = arith.maxsi %arg2, %v1 : vector<2xi64>
    %v3 = arith.constant dense<6.550400e+04> : vector<4xf16>
    %v4 = arith.select %arg0, %arg1, %v3 : vector<4xf16>
    %v5 = arith.constant false
    %v6 = arith.select %arg0, %v5, %arg0 : i1
    %v7 = arith.extf %v3 : vector<4xf16> to vector<4xf64>
    %v8 = arith.constant 1 : index
    return %v8 : index
  }
}
