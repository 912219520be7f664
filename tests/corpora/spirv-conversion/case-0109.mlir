// FLAGS: --convert-func-to-spirv=emulate-lt-32-bit-scalar-types=false
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.3, [Shader, Int8, Int16, Float16, Float64], []>, #spirv.resource_limits<>>} {
  func.func @f0(%arg0: index, %arg1: f64) -> index {
    %v1 = arith.constant 100.0 : f32
    %v2 = arith.constant 1000 : index
    return %v2 : index
  }
  func.func @f1(%arg0: i8, %arg1: vector<4xf32>, %arg2: i32, %arg3: i64) {
    %v1 = arith.sitofp %arg0 : i8 to f64
    %v2 = arith.remui %arg3, %arg3 : i64
    %v3 = arith.divsi %arg3, %arg3 : i64
    %v4 = arith.constant true
    %v5 = arith.constant -0.0 : f32
    cf.cond_br %v4, ^bb1(%v5, %v5 : f32, f32), ^bb1(%v5, %v5 : f32, f32)
  ^bb1(%b1_0: f32, %b1_1: f32):
    %v6 = arith.constant dense<-1> : vector<4xi32>
    %v7 = arith.subi %v6, %v6 : vector<4xi32>
    %v8 = arith.constant dense<[0.0, 0.5, -2.5, 0.5]> : vector<4xf32>
    %v9 = arith.maximumf %arg1, %v8 : vector<4xf32>
    %v10 = arith.constant true
    %v11 = arith.constant 0.5 : f32
    cf.cond_br %v10, ^bb1(%b1_0, %v11 : f32, f32), ^bb1(%v11, %b1_1 : f32, f32)
  }
}
