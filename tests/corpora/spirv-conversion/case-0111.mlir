// FLAGS: --convert-arith-to-spirv --convert-func-to-spirv --convert-cf-to-spirv
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.2, [Shader, Int8, Int16, Float16, Float64, Vector16], []>, #spirv.resource_limits<>>} {
  func.func @f0() {
    %v1 = arith.constant dense<[-0.0]> : vector<1xf32>
    %v2 = arith.cmpf olt, %v1, %v1 : vector<1xf32>
    %v3 = arith.cmpf ugt, %v1, %v1 : vector<1xf32>
    %v4 = arith.constant true
    %v5 = arith.constant dense<[1.0]> : vector<1xf32>
    %v6 = arith.constant dense<1.0> : vector<1xf32>
    %v7 = arith.select %v4, %v5, %v6 : vector<1xf32>
    %v8 = arith.constant -0.0 : f32
    %v9 = arith.constant dense<0> : vector<4xi8>
    %v10 = arith.constant dense<0> : vector<4xi8>
    cf.cond_br %v4, ^bb1(%v8, %v9 : f32, vector<4xi8>), ^bb1(%v8, %v10 : f32, vector<4xi8>)
  ^bb1(%b1_0: f32, %b1_1: vector<4xi8>):
    %v11 = arith.constant 42 : i64
    %v12 = arith.addf %b1_0, %b1_0 : f32
    %v13 = arith.divf %b1_0, %b1_0 : f32
    %v14 = arith.bitcast %v11 : i64 to f64
    %v15 = arith.constant false
    %v16 = arith.constant dense<7> : vector<3xi32>
    %v17 = arith.constant dense<[0, 0, 2147483647]> : vector<3xi32>
    cf.cond_br %v15, ^bb2(%v16 : vector<3xi32>), ^bb2(%v17 : vector<3xi32>)
  ^bb2(%b2_0: vector<3xi32>):
    %v18 = arith.minsi %b2_0, %b2_0 : vector<3xi32>
    return
  }
  func.func @f1(%arg0: vector<4xi32>, %arg1: i8, %arg2: i8) {
    %v1 = arith.constant dense<[-1, 42, 42]> : vector<3xi32>
    %v2 = arith.uitofp %v1 : vector<3xi32> to vector<3xf16>
    %v3 = arith.constant 0 : i32
    %v4 = arith.remsi %v3, %v3 : i32
    %v5 = arith.constant 0 : i32
    %v6 = arith.uitofp %v5 : i32 to f16
    func.call @f1(%arg0, %arg1, %arg2) : (vector<4xi32>, i8, i8) -> ()
    %v7 = arith.cmpi sgt, %v4, %v4 : i32
    %v8 = arith.constant 1.0 : f32
    cf.br ^bb2(%v8 : f32)
  ^bb1(%b1_0: f32):
    %v9 = arith.constant true
    %v10 = arith.select %v9, %arg1, %arg2 : i8
    %v11 = arith.constant dense<[true, true, false, false]> : vector<4xi1>
    %v12 = arith.select %v11, %arg0, %arg0 : vector<4xi1>, vector<4xi32>
    %v13 = arith.constant 7 : i32
    %v14 = arith.constant 42 : i32
    %v15 = arith.shrsi %v13, %v14 : i32
    cf.cond_br %v9, ^bb2(%b1_0 : f32), ^bb2(%b1_0 : f32)
  ^bb2(%b2_0: f32):
    %v16 = arith.fptoui %b2_0 : f32 to i1
    return
  }
  func.func @f2(%arg0: i32) {
    %v1 = arith.constant 42 : i64
    %v2 = arith.index_cast %v1 : i64 to index
    cf.br ^bb1
  ^bb1:
    %v3 = arith.constant -0.0 : f16
    %v4 = arith.minimumf %v3, %v3 : f16
    return
  }
}
