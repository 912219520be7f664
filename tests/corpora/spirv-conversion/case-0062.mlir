// FLAGS: --convert-func-to-spirv=emulate-unsupported-float-types=false
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.5, [Shader, Int16, Int64, Float64], [SPV_KHR_16bit_storage]>, #spirv.resource_limits<>>} {
  func.func @f0() -> vector<4xindex> {
    %v1 = arith.constant 1 : index
    %v2 = arith.constant 0 : index
    %v3 = arith.subi %v1, %v2 : index
    %v4 = arith.constant dense<[7, 0, 2, 65536]> : vector<4xi32>
    %v5 = arith.extsi %v4 : vector<4xi32> to vector<4xi64>
    %v6 = arith.constant dense<[-1, 1, 3, 0]> : vector<4xi64>
    %v7 = arith.minsi %v6, %v6 : vector<4xi64>
    %v8 = arith.constant true
    %v9 = arith.constant 7 : i32
    cf.cond_br %v8, ^bb1, ^bb2(%v9 : i32)
  ^bb1:
    %v10 = arith.constant dense<100.0> : vector<2xf32>
    %v11 = arith.constant dense<[100.0, 0.0]> : vector<2xf32>
    %v12 = arith.maxnumf %v10, %v11 : vector<2xf32>
    %v13 = arith.constant true
    %v14 = arith.constant -1 : i32
    cf.cond_br %v13, ^bb2(%v14 : i32), ^bb2(%v14 : i32)
  ^bb2(%b2_0: i32):
    %v15 = arith.constant 3 : i32
    %v16 = arith.remsi %v15, %b2_0 : i32
    %v17 = arith.constant 2 : i32
    %v18 = arith.addi %v17, %b2_0 : i32
    %v19 = arith.andi %v15, %v17 : i32
    %v20 = arith.trunci %v17 : i32 to i8
    cf.br ^bb1
  }
  func.func @f1(%arg0: f32) -> i1 {
    %v1 = arith.addf %arg0, %arg0 : f32
    %v2 = arith.fptosi %arg0 : f32 to i32
    %v3 = arith.shli %v2, %v2 : i32
    %v4 = arith.constant -1 : i32
    %v5 = arith.shrui %v2, %v4 : i32
    %v6 = arith.addf %arg0, %arg0 : f32
    %v7 = arith.constant false
    %v8 = arith.constant dense<7> : vector<4xi32>
    %v9 = arith.constant dense<1.0> : vector<3xf64>
    cf.cond_br %v7, ^bb1(%v8, %v9 : vector<4xi32>, vector<3xf64>), ^bb2(%v2 : i32)
  ^bb1(%b1_0: vector<4xi32>, %b1_1: vector<3xf64>):
    %v10 = arith.constant true
    %v11 = arith.select %v10, %arg0, %arg0 : f32
    %v12 = arith.extui %v10 : i1 to i64
    %v13 = arith.constant 0 : i32
    cf.cond_br %v10, ^bb2(%v13 : i32), ^bb2(%v13 : i32)
  ^bb2(%b2_0: i32):
    %v14 = arith.constant dense<[-1]> : vector<1xi8>
    %v15 = arith.constant dense<3> : vector<1xi8>
    %v16 = arith.cmpi slt, %v14, %v15 : vector<1xi8>
    %v17 = arith.constant false
    return %v17 : i1
  }
  func.func @f2(%arg0: index, %arg1: i32) {
    %v1 = arith.bitcast %arg1 : i32 to i32
    %v2 = func.call @f0() : () -> (vector<4xindex>)
    %v3 = arith.constant -2.5 : f32
    %v4 = func.call @f1(%v3) : (f32) -> (i1)
    %v5 = arith.index_castui %v2 : vector<4xindex> to vector<4xi64>
    return
  }
}
