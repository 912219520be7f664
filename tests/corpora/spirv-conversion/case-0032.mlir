// FLAGS: --convert-arith-to-spirv
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.1, [Shader, Int16, Int64, Float64], [SPV_KHR_8bit_storage]>, #spirv.resource_limits<>>} {
  func.func @f0(%arg0: f32, %arg1: index) {
    %v1 = arith.constant -2.5 : f32
    %v2 = arith.addf %arg0, %v1 : f32
    %v3 = arith.constant false
    %v4 = arith.constant 2 : i8
    cf.cond_br %v3, ^bb1(%v4 : i8), ^bb1(%v4 : i8)
  ^bb1(%b1_0: i8):
    %v5 = arith.divf %arg0, %arg0 : f32
    %v6 = arith.constant 0.0 : f32
    %v7 = arith.maxnumf %arg0, %v6 : f32
    %v8 = arith.uitofp %b1_0 : i8 to f64
    %v9 = arith.remf %v7, %v7 : f32
    %v10 = arith.constant 3 : i32
    %v11 = arith.muli %v10, %v10 : i32
    cf.br ^bb2
  ^bb2:
    %v12 = arith.constant dense<[-0.0, 1.0, 0.5]> : vector<3xf16>
    %v13 = arith.constant false
    %v14 = arith.constant dense<[1]> : vector<1xi32>
    %v15 = arith.select %v13, %v14, %v14 : vector<1xi32>
    %v16 = arith.negf %v12 : vector<3xf16>
    %v17 = arith.constant 3 : i8
    %v18 = arith.constant -128 : i8
    %v19 = arith.muli %v17, %v18 : i8
    return
  }
}
