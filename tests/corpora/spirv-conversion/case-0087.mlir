// FLAGS: --convert-arith-to-spirv --convert-func-to-spirv --convert-cf-to-spirv
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.1, [Kernel, Int16, Int64, Float16, Float64], []>, #spirv.resource_limits<>>} {
  func.func @f0(%arg0: i1, %arg1: i64, %arg2: f16) -> index {
    %v1 = arith.constant 0.0 : f16
    %v2 = arith.constant 1.0 : f16
    %v3 = arith.cmpf true, %v1, %v2 : f16
    %v4 = arith.constant dense<[0, 2, 1, -1]> : vector<4xi16>
    cf.cond_br %arg0, ^bb1, ^bb2(%v4 : vector<4xi16>)
  ^bb1:
    %v5 = arith.constant 1 : i64
    %v6 = arith.ori %arg1, %v5 : i64
    %v7 = arith.constant -2.5 : f64
    %v8 = arith.fptosi %v7 : f64 to i64
    %v9 = arith.constant 1000 : i16
    %v10 = arith.constant dense<[2, 7, 32767, 1]> : vector<4xi16>
    cf.br ^bb2(%v10 : vector<4xi16>)
  ^bb2(%b2_0: vector<4xi16>):
    %v11 = arith.cmpi eq, %arg0, %arg0 : i1
    cf.br ^bb1
  }
  func.func @f1() -> i32 {
    %v1 = func.call @f1() : () -> (i32)
    %v2 = arith.constant -0.0 : f32
    cf.br ^bb2(%v2 : f32)
  ^bb1(%b1_0: i32):
    %v3 = arith.uitofp %b1_0 : i32 to f16
    %v4 = arith.cmpi sgt, %b1_0, %b1_0 : i32
    %v5 = arith.constant 7 : i32
    %v6 = arith.shli %b1_0, %v5 : i32
    %v7 = arith.constant false
    %v8 = arith.select %v7, %v4, %v7 : i1
    %v9 = arith.constant 100.0 : f32
    cf.br ^bb2(%v9 : f32)
  ^bb2(%b2_0: f32):
    %v10 = arith.constant dense<[1.0, 3.0]> : vector<2xf32>
    %v11 = arith.mulf %v10, %v10 : vector<2xf32>
    %v12 = arith.negf %b2_0 : f32
    %v13 = arith.constant 3 : i32
    %v14 = arith.maxsi %v13, %v13 : i32
    %v15 = arith.constant dense<[-2.5, 3.0]> : vector<2xf32>
    %v16 = arith.maxnumf %v11, %v15 : vector<2xf32>
    return %v13 : i32
  }
}
