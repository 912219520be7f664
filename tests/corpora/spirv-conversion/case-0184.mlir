// FLAGS: --convert-arith-to-spirv=emulate-lt-32-bit-scalar-types=false
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.3, [Shader, Int8, Int16, Int64, Float16, Float64], [SPV_KHR_8bit_storage, SPV_KHR_16bit_storage]>, #spirv.resource_limits<>>} {
  func.func @f0() -> (vector<4xf32>, f16) {
    %v1 = arith.constant dense<7> : vector<2xindex>
    %v2 = arith.remsi %v1, %v1 : vector<2xindex>
    %v3 = arith.constant 2 : i16
    %v4 = arith.constant true
    %v5 = arith.constant 0 : i16
    %v6 = arith.select %v4, %v3, %v5 : i16
    cf.cond_br %v4, ^bb1, ^bb1
  ^bb1:
    %v7 = arith.constant 7 : i64
    %v8 = arith.xori %v7, %v7 : i64
    %v9 = arith.constant -1 : i16
    %v10 = arith.cmpi ule, %v9, %v9 : i16
    %v11 = arith.constant dense<[6.550400e+04, 3.0, 6.550400e+04, 0.5]> : vector<4xf32>
    %v12 = arith.constant -2.5 : f16
    return %v11, %v12 : vector<4xf32>, f16
  }
  func.func @f1(%arg0: vector<4xi8>) {
    %v1:2 = func.call @f0() : () -> (vector<4xf32>, f16)
    return
  }
  func.func @f2(%arg0: i32, %arg1: f32) -> i32 {
    %v1 = arith.constant 0x7FC00000 : f32
    %v2 = arith.cmpf oge, %arg1, %v1 : f32
    %v3 = arith.index_castui %v2 : i1 to index
    %v4 = arith.constant false
    %v5 = arith.cmpi sgt, %v2, %v4 : i1
    %v6 = arith.constant 0.5 : f32
    %v7 = arith.negf %v6 : f32
    %v8 = arith.constant dense<[-0.0, 0.0]> : vector<2xf32>
    %v9 = arith.constant false
    %v10 = arith.constant 2 : i16
    %v11 = arith.constant 0.5 : f16
    %v12 = arith.constant dense<[-1, 1, 2, 7]> : vector<4xi32>
    cf.cond_br %v9, ^bb1(%v10 : i16), ^bb2(%v11, %v12 : f16, vector<4xi32>)
  ^bb1(%b1_0: i16):
    %v13 = arith.constant dense<[3]> : vector<1xi32>
    %v14 = arith.constant dense<[0]> : vector<1xi32>
    %v15 = arith.subi %v13, %v14 : vector<1xi32>
    %v16 = arith.cmpi ule, %v14, %v13 : vector<1xi32>
    %v17 = arith.negf %arg1 : f32
    %v18 = arith.constant 0.5 : f16
    %v19 = arith.constant dense<3> : vector<4xi32>
    cf.br ^bb2(%v18, %v19 : f16, vector<4xi32>)
  ^bb2(%b2_0: f16, %b2_1: vector<4xi32>):
    %v20:2 = func.call @f0() : () -> (vector<4xf32>, f16)
    %v21 = arith.constant -0.0 : f32
    %v22 = func.call @f2(%arg0, %v21) : (i32, f32) -> (i32)
    %v23 = arith.muli %v22, %v22 : i32
    %v24 = arith.constant true
    %v25 = arith.select %v24, %v24, %v24 : i1
    return %v22 : i32
  }
}
