// FLAGS: --convert-arith-to-spirv=emulate-unsupported-float-types=false
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Shader, Float16, Float64], [SPV_KHR_8bit_storage]>, #spirv.resource_limits<>>} {
  func.func @f0(%arg0: vector<2xf32>, %arg1: f32, %arg2: vector<4xf64>) -> f32 {
    %v1 = arith.constant 42 : i16
    %v2 = arith.shrui %v1, %v1 : i16
    return %arg1 : f32
  }
  func.func @f1(%arg0: f16, %arg1: f32) -> vector<4xi1> {
    %v1 = arith.constant true
    %v2 = arith.constant 7 : i32
    %v3 = arith.select %v1, %v2, %v2 : i32
    %v4 = arith.constant 1.0 : f32
    %v5 = arith.constant 100.0 : f32
    %v6 = arith.cmpf ole, %v5, %v4 : f32
    %v7 = arith.shrsi %v3, %v2 : i32
    %v8 = arith.fptosi %v5 : f32 to i1
    %v9 = arith.constant dense<[2, 7, 7, 42]> : vector<4xi8>
    cf.cond_br %v6, ^bb2, ^bb1(%v9 : vector<4xi8>)
  ^bb1(%b1_0: vector<4xi8>):
    %v10 = arith.constant 0.5 : f16
    %v11 = arith.remf %v10, %arg0 : f16
    %v12 = arith.constant -2.5 : f16
    %v13 = arith.minnumf %arg0, %v12 : f16
    %v14 = arith.constant dense<[7, -1, 42]> : vector<3xindex>
    %v15 = arith.xori %v14, %v14 : vector<3xindex>
    %v16 = arith.minnumf %arg1, %arg1 : f32
    %v17 = arith.constant false
    cf.cond_br %v17, ^bb2, ^bb2
  ^bb2:
    %v18 = arith.maxnumf %arg1, %arg1 : f32
    %v19 = arith.constant dense<[-1, 7]> : vector<2xindex>
    %v20 = arith.fptoui %arg1 : f32 to i8
    %v21 = arith.constant dense<[true, false, false, true]> : vector<4xi1>
    return %v21 : vector<4xi1>
  }
  func.func @f2(%arg0: vector<4xf32>, %arg1: i8, %arg2: i8) -> f32 {
    %v1 = arith.constant 0.0 : f16
    %v2 = arith.constant 0.5 : f16
    %v3 = arith.cmpf false, %v1, %v2 : f16
    %v4 = arith.cmpf ord, %v2, %v2 : f16
    %v5 = arith.maxui %arg2, %arg1 : i8
    %v6 = arith.constant -1 : i8
    %v7 = arith.divsi %v6, %v5 : i8
    %v8 = arith.constant 0.0 : f16
    %v9 = arith.cmpf ueq, %v2, %v8 : f16
    cf.cond_br %v4, ^bb1, ^bb1
  ^bb1:
    %v10 = arith.constant 42 : i8
    %v11 = arith.divsi %arg1, %v10 : i8
    %v12 = arith.extui %v11 : i8 to i16
    %v13 = arith.constant dense<3.0> : vector<4xf32>
    %v14 = arith.remf %v13, %v13 : vector<4xf32>
    %v15 = arith.constant 6.550400e+04 : f32
    %v16 = arith.cmpf uno, %v15, %v15 : f32
    %v17 = arith.constant dense<1000> : vector<2xindex>
    return %v15 : f32
  }
}
