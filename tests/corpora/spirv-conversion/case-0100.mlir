// FLAGS: --convert-func-to-spirv
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Kernel, Int8, Int64, Float16], []>, #spirv.resource_limits<>>} {
  func.func @f0(%arg0: vector<2xf16>) -> i32 {
    %v1 = func.call @f0(%arg0) : (vector<2xf16>) -> (i32)
    %v2 = arith.constant 1 : i16
    cf.br ^bb2(%v2 : i16)
  ^bb1(%b1_0: i16, %b1_1: vector<4xi32>):
    %v3 = arith.constant false
    %v4 = arith.select %v3, %b1_0, %b1_0 : i16
    %v5 = arith.constant dense<0> : vector<4xi32>
    %v6 = arith.constant dense<1> : vector<4xi32>
    %v7 = arith.andi %v5, %v6 : vector<4xi32>
    %v8 = arith.constant false
    cf.cond_br %v8, ^bb2(%b1_0 : i16), ^bb2(%b1_0 : i16)
  ^bb2(%b2_0: i16):
    %v9 = arith.constant 7 : i8
    %v10 = arith.xori %v9, %v9 : i8
    %v11 = arith.constant 3 : i8
    %v12 = arith.constant 1.0 : f16
    %v13 = arith.addf %v12, %v12 : f16
    %v14 = arith.constant 1.0 : f16
    %v15 = arith.fptosi %v14 : f16 to i8
    %v16 = arith.constant 1.0 : f32
    %v17 = arith.subf %v16, %v16 : f32
    %v18 = arith.constant 1 : i32
    return %v18 : i32
  }
}
