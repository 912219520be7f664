// FLAGS: --convert-cf-to-spirv --convert-func-to-spirv --convert-arith-to-spirv
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.2, [Shader, Int8, Int16, Float16, Float64], [SPV_KHR_16bit_storage]>, #spirv.resource_limits<>>} {
  func.func @f0(%arg0: index, %arg1: i64) -> f16 {
    %v1 = arith.shrui %arg1, %arg1 : i64
    %v2 = arith.constant 0.5 : f16
    return %v2 : f16
  }
  func.func @f1(%arg0: i32, %arg1: i32) -> (i32, i32) {
    %v1 = arith.remui %arg0, %arg0 : i32
    %v2 = arith.constant 0 : index
    %v3 = arith.constant 0 : i64
    %v4 = func.call @f0(%v2, %v3) : (index, i64) -> (f16)
    %v5 = arith.constant -1 : i32
    %v6 = arith.muli %v5, %arg1 overflow<nsw> : i32
    %v7 = arith.constant true
    cf.cond_br %v7, ^bb2, ^bb1(%v4 : f16)
  ^bb1(%b1_0: f16):
    %v8 = arith.constant 1 : i32
    %v9 = arith.minsi %arg0, %v8 : i32
    %v10 = arith.constant 2 : index
    %v11 = arith.index_cast %v10 : index to i64
    %v12 = arith.constant false
    cf.cond_br %v12, ^bb2, ^bb2
  ^bb2:
    %v13 = arith.sitofp %arg1 : i32 to f64
    %v14 = arith.constant 1 : i32
    %v15 = arith.cmpi sgt, %v14, %v14 : i32
    %v16 = arith.constant dense<-0.0> : vector<2xf32>
    %v17 = arith.constant dense<[-0.0, -2.5]> : vector<2xf32>
    %v18 = arith.minimumf %v16, %v17 : vector<2xf32>
    %v19 = arith.constant dense<true> : vector<4xi1>
    %v20 = arith.ori %v19, %v19 : vector<4xi1>
    cf.br ^bb2
  }
}
