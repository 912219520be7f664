// FLAGS: --convert-func-to-spirv=emulate-lt-32-bit-scalar-types=false
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.5, [Shader, Int8, Int16, Float16, Float64, Vector16], [SPV_KHR_8bit_storage, SPV_KHR_16bit_storage]>, #spirv.resource_limits<>>} {
  func.func @f0(%arg0: index, %arg1: i32, %arg2: index, %arg3: i8) {
    %v1 = arith.constant dense<6.550400e+04> : vector<2xf32>
    %v2 = arith.constant dense<1.0> : vector<2xf32>
    %v3 = arith.maximumf %v1, %v2 : vector<2xf32>
    %v4 = arith.bitcast %v3 : vector<2xf32> to vector<2xi32>
    %v5 = arith.negf %v3 : vector<2xf32>
    %v6 = arith.constant true
    %v7 = arith.constant dense<[-0.0, -0.0, 1.0, 0.5, 6.550400e+04, -2.5, -2.5, -0.0]> : vector<8xf32>
    cf.cond_br %v6, ^bb2(%v5, %v7 : vector<2xf32>, vector<8xf32>), ^bb2(%v1, %v7 : vector<2xf32>, vector<8xf32>)
  ^bb1(%b1_0: i32):
    %v8 = arith.bitcast %arg1 : i32 to f32
    %v9 = arith.constant 100.0 : f32
    %v10 = arith.minnumf %v9, %v9 : f32
    %v11 = arith.subi %b1_0, %b1_0 overflow<nsw> : i32
    %v12 = arith.constant 42 : index
    %v13 = arith.index_castui %v12 : index to i64
    %v14 = arith.constant true
    %v15 = arith.constant dense<100.0> : vector<2xf32>
    %v16 = arith.constant dense<100.0> : vector<8xf32>
    %v17 = arith.constant dense<0.5> : vector<2xf32>
    %v18 = arith.constant dense<[1.0, 6.550400e+04, 6.550400e+04, 1.0, 0.5, 1.0, 1.0, 0.5]> : vector<8xf32>
    cf.cond_br %v14, ^bb2(%v15, %v16 : vector<2xf32>, vector<8xf32>), ^bb2(%v17, %v18 : vector<2xf32>, vector<8xf32>)
  ^bb2(%b2_0: vector<2xf32>, %b2_1: vector<8xf32>):
    %v19 = arith.constant false
    %v20 = arith.constant false
    %v21 = arith.select %v19, %v19, %v20 : i1
    %v22 = arith.constant dense<false> : vector<4xi1>
    %v23 = arith.constant dense<2> : vector<4xi8>
    %v24 = arith.constant dense<[2, 3, 7, 2]> : vector<4xi8>
    %v25 = arith.select %v22, %v23, %v24 : vector<4xi1>, vector<4xi8>
    return
  }
  func.func @f1(%arg0: vector<4xindex>) {
    %v1 = arith.constant dense<0.0> : vector<4xf64>
    %v2 = arith.addf %v1, %v1 : vector<4xf64>
    %v3 = arith.constant true
    cf.cond_br %v3, ^bb1, ^bb1
  ^bb1:
    %v4 = arith.constant 0.5 : f32
    %v5 = arith.cmpf ueq, %v4, %v4 : f32
    %v6 = arith.constant dense<-1> : vector<4xi32>
    cf.cond_br %v5, ^bb1, ^bb1
  }
  func.func @f2(%arg0: i8, %arg1: vector<4xi32>, %arg2: f32) -> index {
    %v1 = arith.addf %arg2, %arg2 : f32
    %v2 = arith.constant false
    %v3 = arith.constant 42 : index
    %v4 = arith.select %v2, %v3, %v3 : index
    %v5 = arith.fptoui %v1 : f32 to i1
    return %v3 : index
  }
}
