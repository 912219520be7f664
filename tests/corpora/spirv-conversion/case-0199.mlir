// FLAGS: --convert-arith-to-spirv=emulate-lt-32-bit-scalar-types=false
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.5, [Kernel, Int16, Float16, Float64], []>, #spirv.resource_limits<>>} {
  func.func @f0(%arg0: i32, %arg1: f32) -> vector<4xf32> {
    %v1 = arith.uitofp %arg0 : i32 to f16
    %v2 = arith.constant dense<42> : vector<3xi64>
    %v3 = arith.minsi %v2, %v2 : vector<3xi64>
    %v4 = arith.uitofp %v2 : vector<3xi64> to vector<3xf64>
    %v5 = arith.extf %arg1 : f32 to f64
    %v6 = arith.xori %arg0, %arg0 : i32
    %v7 = arith.constant true
    cf.cond_br %v7, ^bb1(%arg1, %arg0 : f32, i32), ^bb1(%arg1, %v6 : f32, i32)
  ^bb1(%b1_0: f32, %b1_1: i32):
    %v8 = arith.extsi %arg0 : i32 to i64
    %v9 = arith.constant 3 : i64
    %v10 = arith.shli %v8, %v9 : i64
    %v11 = arith.extsi %arg0 : i32 to i64
    %v12 = arith.constant false
    %v13 = arith.select %v12, %arg0, %b1_1 : i32
    %v14 = arith.constant dense<[3.0, -0.0, -0.0, -0.0]> : vector<4xf32>
    return %v14 : vector<4xf32>
  }
  func.func @f1(%arg0: i16, %arg1: vector<3xi32>, %arg2: f32, %arg3: vector<2xi64>) -> i32 {
    %v1 = arith.constant 1 : i32
    %v2 = arith.minui %v1, %v1 : i32
    %v3 = func.call @f0(%v2, %arg2) : (i32, f32) -> (vector<4xf32>)
    %v4 = arith.constant 3 : i32
    %v5 = arith.constant 42 : i32
    %v6 = arith.remui %v4, %v5 : i32
    %v7 = arith.constant false
    cf.cond_br %v7, ^bb1, ^bb1
  ^bb1:
    %v8 = arith.divsi %arg3, %arg3 : vector<2xi64>
    %v9 = arith.constant 0.5 : f32
    %v10 = arith.maxnumf %arg2, %v9 : f32
    %v11 = arith.constant dense<[7, 2]> : vector<2xi64>
    %v12 = arith.divsi %arg3, %v11 : vector<2xi64>
    %v13 = arith.constant 2 : i32
    %v14 = arith.constant 3.0 : f32
    %v15 = func.call @f0(%v13, %v14) : (i32, f32) -> (vector<4xf32>)
    %v16 = arith.constant 6.550400e+04 : f32
    return %v13 : i32
  }
}
