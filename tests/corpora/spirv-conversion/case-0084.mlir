// FLAGS: --convert-cf-to-spirv
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.5, [Shader, Int8, Int16, Float16, Float64], []>, #spirv.resource_limits<>>} {
  func.func @f0(%arg0: vector<4xi16>) -> f32 {
    %v1 = arith.constant 0 : i8
    %v2 = arith.constant 1.0 : f32
    return %v2 : f32
  }
  func.func @f1(%arg0: i1, %arg1: vector<2xf32>) -> vector<4xi1> {
    %v1 = arith.constant true
    %v2 = arith.extsi %v1 : i1 to i8
    %v3 = arith.fptoui %arg1 : vector<2xf32> to vector<2xi64>
    %v4 = arith.maxnumf %arg1, %arg1 : vector<2xf32>
    %v5 = arith.bitcast %arg1 : vector<2xf32> to vector<2xi32>
    cf.br ^bb2
  ^bb1(%b1_0: i1):
    %v6 = arith.bitcast %arg1 : vector<2xf32> to vector<2xi32>
    cf.br ^bb2
  ^bb2:
    %v7 = arith.constant 3 : i32
    %v8 = arith.constant -1 : i32
    %v9 = arith.addi %v7, %v8 : i32
    %v10 = arith.constant 2 : i64
    %v11 = arith.shli %v10, %v10 : i64
    %v12 = arith.cmpi ule, %v9, %v9 : i32
    %v13 = arith.constant dense<true> : vector<4xi1>
    return %v13 : vector<4xi1>
  }
  func.func @f2(%arg0: f32, %arg1: f32) -> i32 {
    %v1 = arith.constant 3.0 : f64
    %v2 = arith.divf %v1, %v1 : f64
    %v3 = arith.constant 2 : index
    %v4 = arith.remsi %v3, %v3 : index
    %v5 = arith.index_cast %v3 : index to i32
    %v6 = arith.shrui %v5, %v5 : i32
    %v7 = arith.constant -1 : i32
    return %v7 : i32
  }
}
