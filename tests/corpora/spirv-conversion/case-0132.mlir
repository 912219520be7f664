// FLAGS: --convert-func-to-spirv=emulate-unsupported-float-types=false
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Shader, Int8, Int16, Float64], [SPV_KHR_storage_buffer_storage_class, SPV_KHR_16bit_storage]>, #spirv.resource_limits<>>} {
  func.func @f0(%arg0: vector<4xf64>) -> (i32, i32) {
    %v1 = arith.constant dense<[0.5, -2.5, 100.0, -2.5]> : vector<4xf64>
    %v2 = arith.divf %v1, %v1 : vector<4xf64>
    %v3 = arith.constant false
    %v4 = arith.constant 1 : i64
    %v5 = arith.select %v3, %v4, %v4 : i64
    %v6 = arith.minimumf %v2, %v2 : vector<4xf64>
    %v7 = arith.constant 2147483647 : i32
    %v8 = arith.constant 3.0 : f64
    %v9 = arith.constant 0 : i32
    cf.cond_br %v3, ^bb1(%v7, %v8 : i32, f64), ^bb1(%v9, %v8 : i32, f64)
  ^bb1(%b1_0: i32, %b1_1: f64):
    %v10 = arith.sitofp %b1_0 : i32 to f16
    %v11 = arith.constant 7 : i32
    %v12 = arith.bitcast %v11 : i32 to f32
    %v13 = arith.constant 3 : i32
    return %v13, %v11 : i32, i32
  }
  func.func @f1(%arg0: f16, %arg1: i1, %arg2: vector<4xf16>, %arg3: i32) -> vector<2xf16> {
    %v1 = arith.remf %arg0, %arg0 : f16
    %v2 = arith.constant 2 : i32
    %v3 = arith.muli %v2, %arg3 : i32
    %v4 = arith.remf %arg2, %arg2 : vector<4xf16>
    %v5 = arith.constant dense<3.0> : vector<4xf16>
    %v6 = arith.constant dense<[-2.5, -0.0, 100.0, -2.5]> : vector<4xf16>
    %v7 = arith.cmpf olt, %v5, %v6 : vector<4xf16>
    %v8 = arith.constant dense<7> : vector<4xindex>
    cf.br ^bb1(%v8 : vector<4xindex>)
  ^bb1(%b1_0: vector<4xindex>):
    %v9 = arith.constant 3 : i16
    %v10 = arith.uitofp %v9 : i16 to f32
    %v11 = arith.fptosi %arg2 : vector<4xf16> to vector<4xi32>
    %v12 = arith.uitofp %v11 : vector<4xi32> to vector<4xf64>
    %v13 = arith.index_cast %arg1 : i1 to index
    %v14 = arith.constant -0.0 : f32
    %v15 = arith.constant true
    %v16 = arith.constant 7 : index
    cf.cond_br %v15, ^bb2(%v11, %v13 : vector<4xi32>, index), ^bb2(%v11, %v16 : vector<4xi32>, index)
  ^bb2(%b2_0: vector<4xi32>, %b2_1: index):
    %v17 = arith.constant dense<[1.0, 6.550400e+04, 0.0, -2.5]> : vector<4xf16>
    %v18 = arith.cmpf false, %v17, %v17 : vector<4xf16>
    %v19 = arith.constant dense<[6.550400e+04, -2.5]> : vector<2xf16>
    return %v19 : vector<2xf16>
  }
}
