// FLAGS: --convert-cf-to-spirv=emulate-unsupported-float-types=false
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Shader, Int8, Int64, Float64], [SPV_KHR_16bit_storage]>, #spirv.resource_limits<>>} {
  func.func @f0(%arg0: vector<2xi64>, %arg1: index, %arg2: f16, %arg3: i32) -> i32 {
    %v1 = arith.constant false
    %v2 = arith.constant 3 : index
    %v3 = arith.select %v1, %arg1, %v2 : index
    %v4 = arith.cmpf olt, %arg2, %arg2 : f16
    %v5 = arith.uitofp %arg3 : i32 to f32
    cf.br ^bb1
  ^bb1:
    %v6 = arith.constant 3.0 : f16
    %v7 = arith.maximumf %v6, %arg2 : f16
    return %arg3 : i32
  }
  func.func @f1(%arg0: i32, %arg1: vector<3xi32>, %arg2: vector<2xi16>, %arg3: f32) {
    %v1 = arith.constant 0.0 : f32
    %v2 = arith.constant -2.5 : f32
    %v3 = arith.minnumf %v1, %v2 : f32
    %v4 = arith.constant 0.5 : f32
    %v5 = arith.constant 0.5 : f32
    %v6 = arith.cmpf ueq, %v4, %v5 : f32
    %v7 = arith.trunci %arg1 : vector<3xi32> to vector<3xi1>
    %v8 = arith.minsi %arg2, %arg2 : vector<2xi16>
    return
  }
}
