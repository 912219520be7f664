// FLAGS: --convert-func-to-spirv
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.4, [Shader, Int8, Int64, Float16, Float64], [SPV_KHR_storage_buffer_storage_class, SPV_KHR_16bit_storage]>, #spirv.resource_limits<>>} {
  func.func @f0(%arg0: f32, %arg1: f32, %arg2: f64, %arg3: vector<4xi32>) {
    %v1 = arith.constant false
    %v2 = arith.constant 1.0 : f32
    %v3 = arith.select %v1, %v2, %arg0 : f32
    %v4 = arith.constant dense<[7, -2147483648, 7, 2]> : vector<4xi32>
    %v5 = arith.bitcast %v4 : vector<4xi32> to vector<4xf32>
    %v6 = arith.constant dense<[2147483647, 0]> : vector<2xi32>
    cf.br ^bb1(%v6 : vector<2xi32>)
  ^bb1(%b1_0: vector<2xi32>):
    %v7 = arith.divf %arg2, %arg2 : f64
    %v8 = arith.constant 2 : i32
    %v9 = arith.cmpi eq, %v8, %v8 : i32
    return
  }
  func.func @f1(%arg0: vector<4xf32>, %arg1: i1) -> i8 {
    %v1 = arith.cmpi ne, %arg1, %arg1 : i1
    %v2 = arith.constant 3 : index
    %v3 = arith.constant 100.0 : f64
    %v4 = arith.constant 3.0 : f16
    cf.cond_br %arg1, ^bb2(%v3 : f64), ^bb1(%v4 : f16)
  ^bb1(%b1_0: f16):
    %v5 = arith.constant 0.5 : f32
    %v6 = arith.cmpf true, %v5, %v5 : f32
    %v7 = arith.constant dense<7> : vector<2xi32>
    %v8 = arith.shrsi %v7, %v7 : vector<2xi32>
    %v9 = arith.cmpi sge, %arg1, %arg1 : i1
    %v10 = arith.constant dense<[3, 0]> : vector<2xi32>
    %v11 = arith.ori %v7, %v10 : vector<2xi32>
    %v12 = arith.constant dense<6.550400e+04> : vector<4xf32>
    %v13 = arith.negf %v12 : vector<4xf32>
    %v14 = arith.constant 0.5 : f64
    cf.cond_br %arg1, ^bb2(%v14 : f64), ^bb2(%v14 : f64)
  ^bb2(%b2_0: f64):
    %v15 = arith.fptoui %b2_0 : f64 to i16
    %v16 = arith.constant dense<1.0> : vector<4xf16>
    %v17 = arith.constant 2 : i8
    return %v17 : i8
  }
  func.func @f2(%arg0: i8, %arg1: f32, %arg2: vector<4xf64>) -> i32 {
    %v1 = arith.constant -1 : i8
    %v2 = arith.cmpi sgt, %arg0, %v1 : i8
    %v3 = arith.extui %v1 : i8 to i16
    %v4 = arith.constant 0x7FF8000000000000 : f64
    %v5 = arith.cmpf ogt, %v4, %v4 : f64
    %v6 = arith.constant 3 : i32
    %v7 = arith.constant 0.0 : f32
    cf.cond_br %v2, ^bb1(%v7 : f32), ^bb1(%v7 : f32)
  ^bb1(%b1_0: f32):
    %v8 = arith.negf %arg2 : vector<4xf64>
    %v9 = arith.constant true
    %v10 = arith.cmpi slt, %v9, %v9 : i1
    %v11 = arith.constant 42 : i8
    %v12 = arith.andi %arg0, %v11 : i8
    %v13 = arith.constant dense<[1.0, -2.5, 6.550400e+04, 100.0]> : vector<4xf32>
    %v14 = arith.constant false
    %v15 = func.call @f1(%v13, %v14) : (vector<4xf32>, i1) -> (i8)
    %v16 = arith.constant 42 : i32
    %v17 = arith.constant 3.0 : f32
    cf.cond_br %v9, ^bb1(%arg1 : f32), ^bb1(%v17 : f32)
  }
}
