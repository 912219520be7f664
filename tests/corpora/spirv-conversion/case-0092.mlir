// FLAGS: --convert-func-to-spirv
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Kernel, Int8, Int16, Float16, Vector16], []>, #spirv.resource_limits<>>} {
  func.func @f0(%arg0: vector<4xi1>, %arg1: f32, %arg2: vector<4xi32>, %arg3: i32) -> f32 {
    %v1 = arith.constant 6.550400e+04 : f32
    %v2 = arith.mulf %v1, %arg1 : f32
    %v3 = arith.cmpf ugt, %v2, %v1 : f32
    cf.br ^bb1
  ^bb1:
    %v4 = arith.constant 7 : i32
    %v5 = arith.maxsi %v4, %v4 : i32
    %v6 = arith.cmpi ule, %arg0, %arg0 : vector<4xi1>
    %v7 = arith.trunci %v5 : i32 to i8
    %v8 = arith.constant true
    cf.cond_br %v8, ^bb1, ^bb1
  }
  func.func @f1(%arg0: f64, %arg1: i32) -> vector<4xf32> {
    %v1 = arith.constant -1 : index
    %v2 = arith.index_castui %v1 : index to i64
    %v3 = arith.constant true
    %v4 = arith.constant -0.0 : f32
    %v5 = arith.select %v3, %v4, %v4 : f32
    %v6 = arith.constant 0.5 : f32
    %v7 = arith.select %v3, %v6, %v6 : f32
    cf.br ^bb2(%arg1 : i32)
  ^bb1(%b1_0: index, %b1_1: i8):
    %v8 = arith.constant 2 : index
    %v9 = arith.maxui %b1_0, %v8 : index
    %v10 = arith.mulf %arg0, %arg0 : f64
    %v11 = arith.fptosi %arg0 : f64 to i8
    %v12 = arith.constant true
    %v13 = arith.constant 42 : i8
    %v14 = arith.select %v12, %v13, %b1_1 : i8
    %v15 = arith.constant 6.550400e+04 : f32
    cf.cond_br %v12, ^bb2(%arg1 : i32), ^bb2(%arg1 : i32)
  ^bb2(%b2_0: i32):
    %v16 = arith.negf %arg0 : f64
    %v17 = arith.fptosi %v16 : f64 to i8
    %v18 = arith.constant dense<-0.0> : vector<2xf32>
    %v19 = func.call @f2(%arg1, %b2_0, %v18) : (i32, i32, vector<2xf32>) -> (index)
    %v20 = arith.constant dense<1.0> : vector<4xf32>
    return %v20 : vector<4xf32>
  }
  func.func @f2(%arg0: i32, %arg1: i32, %arg2: vector<2xf32>) -> index {
    %v1 = arith.constant 7 : i64
    %v2 = arith.trunci %v1 : i64 to i32
    %v3 = arith.subi %v1, %v1 : i64
    %v4 = arith.maximumf %arg2, %arg2 : vector<2xf32>
    %v5 = arith.constant 2 : index
    %v6 = arith.addi %v5, %v5 overflow<nsw> : index
    return %v6 : index
  }
}
