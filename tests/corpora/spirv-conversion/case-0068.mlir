// FLAGS: --convert-func-to-spirv=emulate-unsupported-float-types=false
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Shader, Int16, Int64, Float16, Float64, Vector16], []>, #spirv.resource_limits<>>} {
  func.func @f0(%arg0: i16, %arg1: vector<2xf32>) -> i32 {
    %v1 = arith.uitofp %arg0 : i16 to f16
    %v2 = arith.constant 100.0 : f32
    %v3 = arith.negf %v2 : f32
    %v4 = arith.constant 3 : i32
    return %v4 : i32
  }
  func.func @f1(%arg0: i64, %arg1: vector<4xi16>, %arg2: i8, %arg3: i32) -> (index, f32) {
    %v1 = arith.constant dense<[3.0, 1.0]> : vector<2xf32>
    %v2 = arith.minnumf %v1, %v1 : vector<2xf32>
    %v3 = arith.constant -0.0 : f64
    %v4 = arith.constant dense<2147483647> : vector<1xi32>
    %v5 = arith.constant 100.0 : f16
    %v6 = func.call @f2(%v3, %v4, %v5) : (f64, vector<1xi32>, f16) -> (f16)
    %v7 = arith.constant 2 : index
    %v8 = arith.constant 0.5 : f32
    return %v7, %v8 : index, f32
  }
  func.func @f2(%arg0: f64, %arg1: vector<1xi32>, %arg2: f16) -> f16 {
    %v1 = arith.constant 1 : i32
    %v2 = arith.sitofp %v1 : i32 to f64
    %v3 = arith.constant true
    %v4 = arith.select %v3, %arg2, %arg2 : f16
    %v5 = arith.maximumf %v4, %arg2 : f16
    %v6 = arith.xori %v1, %v1 : i32
    %v7 = arith.constant false
    cf.cond_br %v7, ^bb1, ^bb1
  ^bb1:
    %v8 = arith.constant dense<42> : vector<1xi32>
    %v9 = arith.muli %v8, %v8 : vector<1xi32>
    %v10 = arith.constant 42 : i32
    %v11 = arith.andi %v10, %v10 : i32
    %v12 = arith.constant 3 : i32
    %v13 = arith.fptosi %arg2 : f16 to i64
    %v14 = arith.constant dense<[-1, 2]> : vector<2xindex>
    %v15 = arith.index_castui %v14 : vector<2xindex> to vector<2xi1>
    %v16 = arith.constant true
    cf.cond_br %v16, ^bb2, ^bb2
  ^bb2:
    %v17 = arith.constant 1 : i64
    %v18 = arith.constant 7 : i32
    %v19 = arith.sitofp %v18 : i32 to f64
    %v20 = arith.constant 0x7E00 : f16
    return %v20 : f16
  }
}
