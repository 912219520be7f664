// FLAGS: --convert-func-to-spirv=emulate-unsupported-float-types=false
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.4, [Shader, Int8, Int64], [SPV_KHR_16bit_storage]>, #spirv.resource_limits<>>} {
  func.func @f0() {
    %v1 = arith.constant -0.0 : f32
    %v2 = arith.minimumf %v1, %v1 : f32
    %v3 = arith.constant true
    cf.cond_br %v3, ^bb1, ^bb1
  ^bb1:
    %v4 = arith.constant 0 : i16
    %v5 = arith.extui %v4 : i16 to i64
    %v6 = arith.constant 7 : i32
    %v7 = arith.constant dense<1.0> : vector<4xf32>
    %v8 = arith.constant dense<1.0> : vector<4xf32>
    %v9 = arith.remf %v7, %v8 : vector<4xf32>
    %v10 = arith.constant true
    %v11 = arith.constant -0.0 : f64
    cf.cond_br %v10, ^bb2(%v11 : f64), ^bb2(%v11 : f64)
  ^bb2(%b2_0: f64):
    %v12 = arith.fptoui %b2_0 : f64 to i1
    %v13 = arith.constant 7 : index
    %v14 = arith.maxui %v13, %v13 : index
    %v15 = arith.constant -1 : i32
    %v16 = arith.cmpi slt, %v15, %v15 : i32
    %v17 = arith.ori %v12, %v16 : i1
    %v18 = arith.constant false
    %v19 = arith.constant 42 : i16
    %v20 = arith.select %v18, %v19, %v19 : i16
    return
  }
  func.func @f1(%arg0: vector<4xi32>, %arg1: i32, %arg2: i32, %arg3: i32) -> i32 {
    %v1 = arith.muli %arg0, %arg0 overflow<nsw> : vector<4xi32>
    return %arg3 : i32
  }
}
