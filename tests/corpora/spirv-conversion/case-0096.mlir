// FLAGS: --convert-func-to-spirv=emulate-lt-32-bit-scalar-types=false
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.4, [Kernel, Int8, Int64, Float64, Vector16], []>, #spirv.resource_limits<>>} {
  func.func @f0(%arg0: vector<4xf64>, %arg1: f32, %arg2: vector<4xf64>) {
    %v1 = arith.constant dense<true> : vector<4xi1>
    %v2 = arith.constant dense<false> : vector<4xi1>
    %v3 = arith.cmpi eq, %v1, %v2 : vector<4xi1>
    %v4 = arith.constant 0 : i64
    %v5 = arith.remui %v4, %v4 : i64
    %v6 = arith.constant true
    cf.cond_br %v6, ^bb2, ^bb1
  ^bb1:
    func.call @f0(%arg0, %arg1, %arg2) : (vector<4xf64>, f32, vector<4xf64>) -> ()
    %v7 = arith.constant 100.0 : f32
    %v8 = arith.maximumf %arg1, %v7 : f32
    %v9 = arith.constant true
    cf.cond_br %v9, ^bb2, ^bb2
  ^bb2:
    %v10 = arith.bitcast %arg1 : f32 to i32
    %v11 = arith.sitofp %v10 : i32 to f64
    %v12 = arith.constant 1.0 : f16
    return
  }
  func.func @f1(%arg0: i32, %arg1: i32) -> f32 {
    %v1 = func.call @f2() : () -> (i32)
    %v2 = arith.constant -0.0 : f32
    %v3 = arith.negf %v2 : f32
    %v4 = arith.constant false
    %v5 = arith.constant 127 : i8
    %v6 = arith.constant dense<42> : vector<4xi64>
    %v7 = arith.constant 42 : i8
    cf.cond_br %v4, ^bb1(%v5, %v6 : i8, vector<4xi64>), ^bb1(%v7, %v6 : i8, vector<4xi64>)
  ^bb1(%b1_0: i8, %b1_1: vector<4xi64>):
    %v8 = arith.constant dense<-0.0> : vector<8xf32>
    %v9 = arith.remui %arg0, %arg0 : i32
    %v10 = arith.andi %arg0, %arg1 : i32
    %v11 = arith.constant dense<0.5> : vector<8xf32>
    %v12 = arith.cmpf ogt, %v11, %v11 : vector<8xf32>
    %v13 = arith.constant -0.0 : f32
    %v14 = arith.constant true
    %v15 = arith.constant dense<[4294967296, 1, 7, 1]> : vector<4xi64>
    %v16 = arith.constant dense<1> : vector<4xi64>
    cf.cond_br %v14, ^bb1(%b1_0, %v15 : i8, vector<4xi64>), ^bb1(%b1_0, %v16 : i8, vector<4xi64>)
  }
  func.func @f2() -> i32 {
    %v1 = arith.constant 1 : i64
    %v2 = arith.constant 42 : i64
    %v3 = arith.andi %v1, %v2 : i64
    %v4 = arith.shli %v3, %v2 : i64
    %v5 = arith.muli %v3, %v2 : i64
    cf.br ^bb1
  ^bb1:
    %v6 = arith.constant 3 : i16
    %v7 = arith.sitofp %v6 : i16 to f16
    %v8 = arith.constant 3 : i32
    return %v8 : i32
  }
}
