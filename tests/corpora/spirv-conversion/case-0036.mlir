// FLAGS: --convert-arith-to-spirv=emulate-lt-32-bit-scalar-types=false
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.5, [Shader, Int8, Int16, Int64, Float64, Vector16], []>, #spirv.resource_limits<>>} {
  func.func @f0(%arg0: f32, %arg1: vector<8xi32>, %arg2: i32, %arg3: vector<4xi8>) {
    %v1 = arith.constant false
    %v2 = arith.constant 42 : i32
    %v3 = arith.select %v1, %arg2, %v2 : i32
    %v4 = arith.cmpi sle, %arg1, %arg1 : vector<8xi32>
    %v5 = arith.cmpf olt, %arg0, %arg0 : f32
    %v6 = arith.subf %arg0, %arg0 : f32
    %v7 = arith.constant dense<[1, 0, 2, -1, 1, 0, 7, -1]> : vector<8xi32>
    func.call @f0(%v6, %v7, %arg2, %arg3) : (f32, vector<8xi32>, i32, vector<4xi8>) -> ()
    %v8 = arith.constant dense<[0.0, 3.0, -0.0, 3.0, -2.5, -0.0, 0.0, -2.5]> : vector<8xf64>
    cf.br ^bb2(%v8 : vector<8xf64>)
  ^bb1(%b1_0: i1):
    %v9 = arith.constant 2 : i16
    %v10 = arith.sitofp %v9 : i16 to f32
    %v11 = arith.constant 0 : i32
    %v12 = arith.subi %v11, %v11 : i32
    %v13 = arith.remsi %arg1, %arg1 : vector<8xi32>
    %v14 = arith.constant dense<[1.0, 0.0, -2.5, 3.0]> : vector<4xf32>
    %v15 = arith.fptosi %v14 : vector<4xf32> to vector<4xi8>
    %v16 = arith.constant true
    %v17 = arith.constant 0x7C00 : f16
    %v18 = arith.select %v16, %v17, %v17 : f16
    %v19 = arith.constant dense<-2.5> : vector<8xf64>
    cf.br ^bb2(%v19 : vector<8xf64>)
  ^bb2(%b2_0: vector<8xf64>):
    %v20 = arith.constant dense<65536> : vector<8xi32>
    %v21 = arith.shrsi %v20, %arg1 : vector<8xi32>
    %v22 = arith.constant dense<1.0> : vector<8xf16>
    %v23 = arith.constant dense<[1.0, 100.0]> : vector<2xf16>
    %v24 = arith.constant 3.0 : f32
    %v25 = func.call @f1(%v22, %v23, %v24) : (vector<8xf16>, vector<2xf16>, f32) -> (i32)
    %v26 = arith.constant -0.0 : f64
    %v27 = arith.cmpf oge, %v26, %v26 : f64
    return
  }
  func.func @f1(%arg0: vector<8xf16>, %arg1: vector<2xf16>, %arg2: f32) -> i32 {
    %v1 = arith.negf %arg2 : f32
    %v2 = arith.constant dense<0.0> : vector<2xf16>
    %v3 = arith.cmpf oge, %arg1, %v2 : vector<2xf16>
    %v4 = arith.constant dense<[0, 2147483647, 2, 42]> : vector<4xi32>
    %v5 = arith.remsi %v4, %v4 : vector<4xi32>
    %v6 = arith.constant false
    cf.cond_br %v6, ^bb1, ^bb1
  ^bb1:
    %v7 = arith.constant 7 : i32
    %v8 = arith.cmpi ule, %v7, %v7 : i32
    %v9 = arith.constant -2.5 : f32
    %v10 = arith.cmpf oeq, %arg2, %v9 : f32
    %v11 = arith.constant 7 : i64
    %v12 = arith.subi %v11, %v11 : i64
    %v13 = arith.uitofp %v12 : i64 to f64
    %v14 = arith.constant 3 : i32
    return %v14 : i32
  }
}
