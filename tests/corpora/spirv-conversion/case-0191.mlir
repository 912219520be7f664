// FLAGS: --convert-arith-to-spirv=emulate-unsupported-float-types=false
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.2, [Shader, Int8, Int16, Int64, Float64, Vector16], []>, #spirv.resource_limits<>>} {
  func.func @f0(%arg0: i16, %arg1: f16) -> index {
    %v1 = arith.sitofp %arg0 : i16 to f16
    %v2 = func.call @f0(%arg0, %v1) : (i16, f16) -> (index)
    %v3 = arith.remf %v1, %arg1 : f16
    %v4 = arith.constant false
    %v5 = arith.constant 0 : i64
    cf.cond_br %v4, ^bb2(%v5, %v5 : i64, i64), ^bb2(%v5, %v5 : i64, i64)
  ^bb1(%b1_0: vector<4xf32>):
    %v6 = arith.constant dense<false> : vector<4xi1>
    %v7 = arith.constant dense<0.0> : vector<4xf32>
    %v8 = arith.select %v6, %b1_0, %v7 : vector<4xi1>, vector<4xf32>
    %v9 = arith.constant 1 : i64
    %v10 = arith.cmpi uge, %v9, %v9 : i64
    %v11 = arith.constant 0 : index
    %v12 = arith.index_cast %v11 : index to i1
    %v13 = arith.constant false
    %v14 = arith.constant -1 : i64
    cf.cond_br %v13, ^bb2(%v14, %v9 : i64, i64), ^bb2(%v9, %v14 : i64, i64)
  ^bb2(%b2_0: i64, %b2_1: i64):
    %v15 = arith.constant 3 : i64
    %v16 = arith.shrsi %v15, %v15 : i64
    %v17 = arith.constant dense<-1> : vector<2xindex>
    %v18 = arith.index_cast %v17 : vector<2xindex> to vector<2xi64>
    %v19 = arith.constant 7 : i32
    %v20 = arith.cmpi uge, %v19, %v19 : i32
    %v21 = arith.constant 3 : index
    return %v21 : index
  }
}
