// FLAGS: --convert-cf-to-spirv --convert-func-to-spirv --convert-arith-to-spirv
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.1, [Shader, Int8, Int16, Int64, Float64, Vector16], []>, #spirv.resource_limits<>>} {
  func.func @f0(%arg0: i32, %arg1: f32) -> vector<8xi32> {
    %v1 = arith.constant 7 : i32
    %v2 = arith.remsi %arg0, %v1 : i32
    %v3 = arith.constant 0 : index
    %v4 = arith.constant 42 : index
    %v5 = arith.cmpi ult, %v3, %v4 : index
    cf.cond_br %v5, ^bb1, ^bb2
  ^bb1:
    %v6 = arith.uitofp %arg0 : i32 to f64
    cf.br ^bb2
  ^bb2:
    %v7 = arith.fptoui %arg1 : f32 to i8
    %v8 = arith.constant -0.0 : f32
    %v9 = arith.constant 1.0 : f32
    %v10 = arith.cmpf ord, %v8, %v9 : f32
    cf.cond_br %v10, ^bb1, ^bb1
  }
  func.func @f1() {
    %v1 = arith.constant dense<[3.0, 0.5]> : vector<2xf32>
    %v2 = arith.constant true
    %v3 = arith.constant -2147483648 : i32
    %v4 = arith.constant 3 : i32
    cf.cond_br %v2, ^bb1(%v3, %v3 : i32, i32), ^bb1(%v3, %v4 : i32, i32)
  ^bb1(%b1_0: i32, %b1_1: i32):
    %v5 = arith.constant dense<2> : vector<2xindex>
    %v6 = arith.constant false
    %v7 = arith.constant 3 : i32
    %v8 = arith.constant -1 : i32
    cf.cond_br %v6, ^bb1(%b1_1, %b1_0 : i32, i32), ^bb1(%v7, %v8 : i32, i32)
  }
}
