// FLAGS: --convert-cf-to-spirv --convert-func-to-spirv --convert-arith-to-spirv
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.5, [Kernel, Int16, Int64, Float16], []>, #spirv.resource_limits<>>} {
  func.func @f0(%arg0: vector<3xindex>, %arg1: vector<4xf16>, %arg2: i32) -> i32 {
    %v1 = arith.fptoui %arg1 : vector<4xf16> to vector<4xi1>
    %v2 = arith.constant dense<[1000, -1, 0]> : vector<3xindex>
    %v3 = func.call @f0(%v2, %arg1, %arg2) : (vector<3xindex>, vector<4xf16>, i32) -> (i32)
    %v4 = arith.constant dense<2> : vector<5xi32>
    %v5 = arith.trunci %v4 : vector<5xi32> to vector<5xi8>
    %v6 = arith.minsi %v3, %arg2 : i32
    %v7 = arith.constant true
    %v8 = arith.constant dense<-2147483648> : vector<4xi32>
    %v9 = arith.select %v7, %v8, %v8 : vector<4xi32>
    %v10 = arith.constant true
    %v11 = arith.constant -1 : i16
    cf.cond_br %v10, ^bb2(%v3, %v11 : i32, i16), ^bb2(%v3, %v11 : i32, i16)
  ^bb1(%b1_0: i64):
    %v12 = arith.constant -2.5 : f64
    %v13 = arith.subf %v12, %v12 : f64
    %v14 = arith.constant false
    %v15 = arith.constant 42 : i16
    cf.cond_br %v14, ^bb2(%arg2, %v15 : i32, i16), ^bb1(%b1_0 : i64)
  ^bb2(%b2_0: i32, %b2_1: i16):
    %v16 = arith.remf %arg1, %arg1 : vector<4xf16>
    %v17 = arith.constant false
    %v18 = arith.constant 3 : i16
    cf.cond_br %v17, ^bb2(%b2_0, %v18 : i32, i16), ^bb2(%b2_0, %b2_1 : i32, i16)
  }
}
