// FLAGS: --convert-arith-to-spirv=emulate-lt-32-bit-scalar-types=false
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.2, [Shader, Int16, Int64, Float64], []>, #spirv.resource_limits<>>} {
  func.func @f0(%arg0: vector<4xi32>) -> index {
    %v1 = arith.constant 3.0 : f32
    %v2 = arith.constant 1.0 : f32
    %v3 = arith.addf %v1, %v2 : f32
    %v4 = arith.constant true
    %v5 = arith.select %v4, %v2, %v2 : f32
    %v6 = arith.constant dense<1> : vector<4xi8>
    %v7 = arith.constant 1 : index
    %v8 = arith.constant 0.0 : f32
    %v9 = func.call @f1(%v6, %v7, %v8) : (vector<4xi8>, index, f32) -> (f64)
    %v10 = arith.ori %v6, %v6 : vector<4xi8>
    %v11 = arith.constant false
    %v12 = arith.select %v11, %v9, %v9 : f64
    cf.br ^bb1(%v11 : i1)
  ^bb1(%b1_0: i1):
    %v13 = arith.constant -2.5 : f32
    %v14 = arith.mulf %v13, %v13 : f32
    %v15 = arith.divui %arg0, %arg0 : vector<4xi32>
    %v16 = arith.constant dense<0> : vector<5xi32>
    %v17 = arith.cmpi uge, %b1_0, %b1_0 : i1
    %v18 = arith.constant -2.5 : f32
    %v19 = arith.remf %v13, %v18 : f32
    %v20 = arith.constant 0 : index
    return %v20 : index
  }
  func.func @f1(%arg0: vector<4xi8>, %arg1: index, %arg2: f32) -> f64 {
    %v1 = arith.truncf %arg2 : f32 to f16
    %v2 = arith.constant 42 : i32
    %v3 = arith.constant false
    cf.br ^bb2(%v2, %v3 : i32, i1)
  ^bb1(%b1_0: vector<3xf32>, %b1_1: vector<4xf32>):
    %v4 = arith.constant 1000 : index
    %v5 = arith.minsi %arg1, %v4 : index
    %v6 = arith.constant 7 : i32
    %v7 = arith.index_castui %v6 : i32 to index
    %v8 = arith.constant false
    cf.br ^bb2(%v6, %v8 : i32, i1)
  ^bb2(%b2_0: i32, %b2_1: i1):
    %v9 = arith.constant 2147483647 : i32
    %v10 = arith.cmpi uge, %b2_0, %v9 : i32
    %v11 = arith.divui %arg1, %arg1 : index
    %v12 = arith.constant dense<[42, 0, 42, 7]> : vector<4xi8>
    %v13 = arith.shli %arg0, %v12 : vector<4xi8>
    %v14 = arith.fptosi %arg2 : f32 to i1
    %v15 = arith.constant dense<7> : vector<4xi8>
    %v16 = arith.constant 100.0 : f32
    %v17 = func.call @f1(%v15, %arg1, %v16) : (vector<4xi8>, index, f32) -> (f64)
    %v18 = arith.constant -0.0 : f64
    return %v18 : f64
  }
}
