// FLAGS: --convert-func-to-spirv
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.6, [Shader, Int16, Int64, Float16, Float64, Vector16], [SPV_KHR_8bit_storage]>, #spirv.resource_limits<>>} {
  func.func @f0(%arg0: f32, %arg1: i32) -> i32 {
    %v1 = arith.fptoui %arg0 : f32 to i8
    %v2 = arith.constant true
    %v3 = arith.constant 3 : i32
    %v4 = arith.constant dense<0> : vector<2xi32>
    cf.cond_br %v2, ^bb1(%v3, %v4 : i32, vector<2xi32>), ^bb1(%v3, %v4 : i32, vector<2xi32>)
  ^bb1(%b1_0: i32, %b1_1: vector<2xi32>):
    %v5 = arith.constant dense<[1.0, 3.0, 3.0, 3.0]> : vector<4xf64>
    %v6 = arith.constant dense<-0.0> : vector<4xf64>
    %v7 = arith.remf %v5, %v6 : vector<4xf64>
    %v8 = arith.constant 0 : index
    %v9 = arith.constant dense<[7, 1]> : vector<2xi32>
    cf.br ^bb1(%b1_0, %v9 : i32, vector<2xi32>)
  }
  func.func @f1(%arg0: i8, %arg1: vector<2xf32>, %arg2: vector<4xi1>, %arg3: i32) -> vector<4xi1> {
    %v1 = arith.bitcast %arg0 : i8 to i8
    %v2 = arith.bitcast %arg1 : vector<2xf32> to vector<2xi32>
    %v3 = arith.constant dense<65536> : vector<4xi32>
    %v4 = arith.shrsi %arg0, %arg0 : i8
    %v5 = arith.index_cast %arg3 : i32 to index
    cf.br ^bb1(%v2 : vector<2xi32>)
  ^bb1(%b1_0: vector<2xi32>):
    %v6 = arith.minsi %arg3, %arg3 : i32
    %v7 = arith.constant 2 : i32
    %v8 = arith.shrui %v6, %v7 : i32
    %v9 = arith.constant false
    %v10 = arith.constant 7 : index
    %v11 = arith.constant -2.5 : f32
    %v12 = arith.constant 42 : index
    cf.cond_br %v9, ^bb2(%v10, %v11 : index, f32), ^bb2(%v12, %v11 : index, f32)
  ^bb2(%b2_0: index, %b2_1: f32):
    %v13 = arith.constant 7 : i32
    %v14 = arith.maxui %v13, %arg3 : i32
    %v15 = arith.constant 100.0 : f64
    return %arg2 : vector<4xi1>
  }
}
