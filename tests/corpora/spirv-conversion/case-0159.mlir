// FLAGS: --convert-arith-to-spirv=emulate-lt-32-bit-scalar-types=false
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.2, [Kernel, Int8, Int16], []>, #spirv.resource_limits<>>} {
  func.func @f0(%arg0: f16, %arg1: f64, %arg2: i1, %arg3: i32) -> i1 {
    %v1 = arith.cmpf ugt, %arg0, %arg0 : f16
    %v2 = arith.constant -2.5 : f64
    %v3 = arith.select %arg2, %v2, %v2 : f64
    %v4 = arith.fptosi %v2 : f64 to i64
    %v5 = arith.constant dense<1> : vector<4xi32>
    cf.cond_br %v1, ^bb2(%v5 : vector<4xi32>), ^bb2(%v5 : vector<4xi32>)
  ^bb1:
    %v6 = arith.bitcast %arg2 : i1 to i1
    %v7 = arith.constant -2.5 : f64
    %v8 = arith.constant dense<[1, -1, 0, 3]> : vector<4xi32>
    cf.br ^bb2(%v8 : vector<4xi32>)
  ^bb2(%b2_0: vector<4xi32>):
    %v9 = arith.negf %arg0 : f16
    %v10 = arith.constant -0.0 : f32
    %v11 = arith.cmpf uno, %arg1, %arg1 : f64
    %v12 = arith.constant dense<-1> : vector<4xi32>
    %v13 = arith.constant dense<[-1, 65536, 7, 3]> : vector<4xi32>
    %v14 = arith.cmpi sge, %v12, %v13 : vector<4xi32>
    %v15 = arith.remf %v10, %v10 : f32
    return %v11 : i1
  }
  func.func @f1(%arg0: i32) -> f32 {
    %v1 = arith.constant false
    %v2 = arith.select %v1, %arg0, %arg0 : i32
    %v3 = arith.sitofp %v2 : i32 to f32
    cf.br ^bb1(%v3 : f32)
  ^bb1(%b1_0: f32):
    %v4 = arith.constant 0 : i32
    %v5 = arith.uitofp %v4 : i32 to f32
    %v6 = arith.fptoui %b1_0 : f32 to i64
    %v7 = arith.constant 1.0 : f32
    %v8 = arith.fptosi %v7 : f32 to i16
    %v9 = arith.constant false
    %v10 = arith.select %v9, %v6, %v6 : i64
    %v11 = arith.constant 1.0 : f32
    %v12 = arith.constant false
    cf.cond_br %v9, ^bb2(%v11, %v12 : f32, i1), ^bb2(%v5, %v12 : f32, i1)
  ^bb2(%b2_0: f32, %b2_1: i1):
    %v13 = arith.constant 100.0 : f32
    %v14 = arith.constant 3.0 : f32
    %v15 = arith.addf %v13, %v14 : f32
    %v16 = arith.constant 3.0 : f32
    return %v16 : f32
  }
}
