// FLAGS: --convert-func-to-spirv=emulate-unsupported-float-types=false
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.5, [Shader, Int8, Int64, Float16, Float64], [SPV_KHR_8bit_storage, SPV_KHR_no_integer_wrap_decoration]>, #spirv.resource_limits<>>} {
  func.func @f0(%arg0: i32, %arg1: i32, %arg2: i64) -> i32 {
    %v1 = arith.constant -1 : i64
    %v2 = arith.index_cast %v1 : i64 to index
    %v3 = arith.constant false
    %v4 = arith.select %v3, %v1, %v1 : i64
    %v5 = arith.constant dense<42> : vector<2xi32>
    %v6 = arith.constant -0.0 : f32
    %v7 = func.call @f1(%v5, %v6, %v2, %v6) : (vector<2xi32>, f32, index, f32) -> (vector<3xindex>)
    %v8 = arith.constant 7 : i32
    %v9 = arith.divui %arg1, %v8 : i32
    %v10 = arith.constant -1 : i8
    %v11 = arith.constant 1.0 : f64
    cf.br ^bb1(%v10, %v11 : i8, f64)
  ^bb1(%b1_0: i8, %b1_1: f64):
    %v12 = arith.constant 3.0 : f64
    %v13 = arith.cmpf one, %b1_1, %v12 : f64
    %v14 = arith.constant 0.0 : f64
    %v15 = arith.addf %v14, %v14 : f64
    %v16 = arith.ori %b1_0, %b1_0 : i8
    %v17 = arith.constant 6.550400e+04 : f64
    %v18 = arith.cmpf false, %v17, %v14 : f64
    %v19 = arith.constant dense<[4294967296, 0]> : vector<2xindex>
    %v20 = arith.maxsi %v19, %v19 : vector<2xindex>
    %v21 = arith.constant false
    %v22 = arith.constant 7 : i8
    cf.cond_br %v21, ^bb1(%v16, %v15 : i8, f64), ^bb1(%v22, %v14 : i8, f64)
  }
  func.func @f1(%arg0: vector<2xi32>, %arg1: f32, %arg2: index, %arg3: f32) -> vector<3xindex> {
    %v1 = arith.shrui %arg2, %arg2 : index
    %v2 = arith.constant dense<[-2.5, 0.0, 3.0, -0.0]> : vector<4xf32>
    %v3 = arith.bitcast %v2 : vector<4xf32> to vector<4xi32>
    %v4 = arith.constant dense<1> : vector<2xi64>
    %v5 = arith.cmpi sgt, %v4, %v4 : vector<2xi64>
    %v6 = arith.constant dense<[-0.0, 0.0, 0.0, 3.0]> : vector<4xf32>
    %v7 = arith.fptoui %v6 : vector<4xf32> to vector<4xi32>
    %v8 = arith.constant false
    cf.cond_br %v8, ^bb1, ^bb1
  ^bb1:
    %v9 = arith.cmpf ugt, %arg3, %arg1 : f32
    %v10 = arith.constant 2 : index
    %v11 = arith.constant -0.0 : f32
    %v12 = func.call @f1(%arg0, %arg1, %v10, %v11) : (vector<2xi32>, f32, index, f32) -> (vector<3xindex>)
    cf.cond_br %v9, ^bb1, ^bb1
  }
  func.func @f2(%arg0: i1, %arg1: i32) -> f64 {
    %v1 = arith.constant 6.550400e+04 : f16
    %v2 = arith.fptosi %v1 : f16 to i1
    %v3 = arith.constant true
    %v4 = arith.cmpi sle, %arg0, %v3 : i1
    %v5 = arith.constant 6.550400e+04 : f32
    %v6 = arith.fptosi %v5 : f32 to i32
    %v7 = arith.constant true
    cf.cond_br %v7, ^bb1(%arg1 : i32), ^bb1(%arg1 : i32)
  ^bb1(%b1_0: i32):
    %v8 = arith.constant 0x7F800000 : f32
    %v9 = arith.minnumf %v8, %v8 : f32
    %v10 = arith.constant 100.0 : f64
    return %v10 : f64
  }
}
