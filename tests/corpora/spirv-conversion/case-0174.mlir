// FLAGS: --convert-func-to-spirv
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.6, [Shader, Int16, Float16, Float64], []>, #spirv.resource_limits<>>} {
  func.func @f0(%arg0: i32, %arg1: f32, %arg2: f64, %arg3: f32) -> vector<4xi32> {
    %v1 = arith.constant 1.0 : f32
    %v2 = arith.cmpf uno, %v1, %v1 : f32
    %v3 = arith.cmpf ord, %arg1, %arg1 : f32
    cf.br ^bb1
  ^bb1:
    %v4 = arith.constant 0 : i32
    %v5 = arith.constant -0.0 : f64
    %v6 = arith.subf %arg2, %v5 : f64
    cf.br ^bb2(%arg3 : f32)
  ^bb2(%b2_0: f32):
    %v7 = arith.shli %arg0, %arg0 : i32
    %v8 = arith.constant true
    cf.cond_br %v8, ^bb2(%arg3 : f32), ^bb1
  }
  func.func @f1() -> vector<3xf32> {
    %v1 = arith.constant dense<[-1]> : vector<1xindex>
    %v2 = arith.cmpi ne, %v1, %v1 : vector<1xindex>
    %v3 = arith.constant dense<[-1, 3, 7, 42]> : vector<4xi32>
    %v4 = arith.bitcast %v3 : vector<4xi32> to vector<4xi32>
    %v5 = arith.constant 0 : i64
    %v6 = arith.bitcast %v5 : i64 to i64
    %v7 = arith.constant dense<3> : vector<1xindex>
    %v8 = arith.subi %v7, %v7 overflow<nsw, nuw> : vector<1xindex>
    %v9 = arith.index_castui %v1 : vector<1xindex> to vector<1xi1>
    %v10 = arith.constant dense<0.5> : vector<3xf32>
    return %v10 : vector<3xf32>
  }
  func.func @f2(%arg0: i32) -> i32 {
    %v1 = arith.constant 100.0 : f32
    %v2 = arith.subf %v1, %v1 : f32
    %v3 = arith.constant dense<1.0> : vector<4xf32>
    %v4 = arith.constant dense<[0.5, 0.5, 100.0, 3.0]> : vector<4xf32>
    %v5 = arith.addf %v3, %v4 : vector<4xf32>
    %v6 = arith.bitcast %v5 : vector<4xf32> to vector<4xi32>
    %v7 = arith.constant true
    %v8 = arith.select %v7, %arg0, %arg0 : i32
    %v9 = arith.constant dense<0> : vector<4xi32>
    cf.cond_br %v7, ^bb1(%v8, %v6 : i32, vector<4xi32>), ^bb1(%v8, %v9 : i32, vector<4xi32>)
  ^bb1(%b1_0: i32, %b1_1: vector<4xi32>):
    %v10 = arith.constant 0 : i32
    %v11 = arith.maxsi %b1_0, %v10 : i32
    %v12 = arith.constant 7 : i32
    %v13 = arith.cmpi sle, %v10, %v12 : i32
    %v14 = arith.constant -0.0 : f32
    %v15 = arith.constant 6.550400e+04 : f32
    %v16 = arith.minnumf %v14, %v15 : f32
    %v17 = arith.constant 3 : i32
    return %v17 : i32
  }
}
