// FLAGS: --convert-arith-to-spirv=emulate-unsupported-float-types=false
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.3, [Shader, Int8, Int64, Float16, Float64], []>, #spirv.resource_limits<>>} {
  func.func @f0(%arg0: i32, %arg1: vector<4xf16>) -> i8 {
    %v1 = arith.maxsi %arg0, %arg0 : i32
    %v2 = arith.remui %v1, %arg0 : i32
    %v3 = arith.mulf %arg1, %arg1 : vector<4xf16>
    %v4 = arith.constant dense<[0.5, 0.5, 3.0, 0.0]> : vector<4xf16>
    %v5 = arith.constant dense<-0.0> : vector<4xf16>
    %v6 = arith.subf %v4, %v5 : vector<4xf16>
    %v7 = arith.constant -2147483648 : i32
    %v8 = arith.extsi %v7 : i32 to i64
    %v9 = arith.constant 0 : i8
    return %v9 : i8
  }
  func.func @f1(%arg0: vector<2xi1>, %arg1: i32, %arg2: f32, %arg3: vector<4xf32>) -> vector<8xi32> {
    %v1 = arith.fptoui %arg2 : f32 to i32
    %v2 = arith.extsi %arg0 : vector<2xi1> to vector<2xi64>
    %v3 = arith.constant dense<[3, -1, -1, 0, 0, 3, 3, 3]> : vector<8xi32>
    return %v3 : vector<8xi32>
  }
}
