// FLAGS: --convert-func-to-spirv=emulate-unsupported-float-types=false
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.1, [Kernel, Int8, Int16, Int64, Float16, Float64], []>, #spirv.resource_limits<>>} {
  func.func @f0(%arg0: i1) -> i16 {
    %v1 = arith.constant 0.5 : f16
    %v2 = arith.constant -0.0 : f16
    %v3 = arith.addf %v1, %v2 : f16
    %v4 = arith.constant 2 : i32
    %v5 = arith.shrui %v4, %v4 : i32
    %v6 = arith.constant -0.0 : f64
    %v7 = arith.negf %v6 : f64
    cf.cond_br %arg0, ^bb1, ^bb1
  ^bb1:
    %v8 = arith.constant dense<0.0> : vector<4xf64>
    %v9 = arith.maxnumf %v8, %v8 : vector<4xf64>
    %v10 = arith.ori %arg0, %arg0 : i1
    %v11 = arith.cmpf ole, %v8, %v9 : vector<4xf64>
    %v12 = arith.constant dense<3> : vector<2xi16>
    %v13 = arith.xori %v12, %v12 : vector<2xi16>
    %v14 = arith.constant 42 : i64
    %v15 = arith.maxui %v14, %v14 : i64
    %v16 = arith.constant 1000 : i16
    return %v16 : i16
  }
}
