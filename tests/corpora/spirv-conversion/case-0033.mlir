// FLAGS: --convert-func-to-spirv
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.5, [Shader, Int8, Int64, Float16, Vector16], [SPV_KHR_16bit_storage]>, #spirv.resource_limits<>>} {
  func.func @f0(%arg0: i16, %arg1: f32) -> i8 {
    %v1 = arith.constant false
    %v2 = arith.constant 0 : i16
    %v3 = arith.select %v1, %arg0, %v2 : i16
    %v4 = arith.constant 0 : i64
    %v5 = arith.constant 42 : i64
    %v6 = arith.remui %v4, %v5 : i64
    %v7 = arith.constant 7 : i8
    return %v7 : i8
  }
  func.func @f1(%arg0: i32) {
    %v1 = arith.minsi %arg0, %arg0 : i32
    %v2 = arith.constant dense<-0.0> : vector<3xf32>
    %v3 = arith.minnumf %v2, %v2 : vector<3xf32>
    %v4 = arith.constant -1 : index
    %v5 = arith.cmpi eq, %v4, %v4 : index
    cf.br ^bb1
  ^bb1:
    %v6 = arith.index_castui %arg0 : i32 to index
    %v7 = arith.cmpi ne, %arg0, %arg0 : i32
    %v8 = arith.constant dense<-0.0> : vector<4xf32>
    %v9 = arith.trunci %arg0 : i32 to i8
    cf.br ^bb1
  }
}
