// FLAGS: --convert-func-to-spirv
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Shader, Int8, Int16, Int64, Float16, Float64, Vector16], []>, #spirv.resource_limits<>>} {
  func.func @f0(%arg0: i32, %arg1: vector<4xf16>, %arg2: f16) {
    %v1 = arith.constant 3 : i32
    %v2 = arith.shli %v1, %v1 : i32
    %v3 = arith.constant false
    %v4 = arith.constant -0.0 : f32
    %v5 = arith.constant 100.0 : f32
    cf.cond_br %v3, ^bb1(%v4, %v4 : f32, f32), ^bb1(%v5, %v4 : f32, f32)
  ^bb1(%b1_0: f32, %b1_1: f32):
    %v6 = arith.constant 3 : i8
    %v7 = arith.constant 0 : i32
    %v8 = arith.minui %v7, %v7 : i32
    %v9 = arith.maxsi %v6, %v6 : i8
    %v10 = arith.remf %arg2, %arg2 : f16
    %v11 = arith.remsi %v7, %v7 : i32
    %v12 = arith.constant 0.5 : f32
    cf.br ^bb1(%v12, %v12 : f32, f32)
  }
}
