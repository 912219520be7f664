// FLAGS: --convert-arith-to-spirv=emulate-unsupported-float-types=false
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.1, [Shader, Int8, Int16, Float16], []>, #spirv.resource_limits<>>} {
  func.func @f0(%arg0: f64) {
    %v1 = arith.fptosi %arg0 : f64 to i16
    %v2 = arith.constant 0.5 : f32
    %v3 = arith.maxnumf %v2, %v2 : f32
    %v4 = arith.constant 0.0 : f16
    %v5 = arith.mulf %v4, %v4 : f16
    %v6 = arith.constant false
    %v7 = arith.constant 2 : i32
    cf.cond_br %v6, ^bb1(%v7, %v3 : i32, f32), ^bb1(%v7, %v2 : i32, f32)
  ^bb1(%b1_0: i32, %b1_1: f32):
    %v8 = arith.constant 0 : i32
    %v9 = arith.constant false
    %v10 = arith.constant dense<7> : vector<3xindex>
    %v11 = arith.select %v9, %v10, %v10 : vector<3xindex>
    %v12 = arith.constant 2 : i16
    %v13 = arith.constant 7 : i16
    %v14 = arith.maxsi %v12, %v13 : i16
    %v15 = arith.constant -1 : i64
    %v16 = arith.select %v9, %b1_1, %b1_1 : f32
    cf.cond_br %v9, ^bb1(%b1_0, %b1_1 : i32, f32), ^bb1(%v8, %v16 : i32, f32)
  }
}
