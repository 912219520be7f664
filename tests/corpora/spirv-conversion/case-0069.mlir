// FLAGS: --convert-cf-to-spirv
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.2, [Kernel, Int8, Float16, Float64, Vector16], [SPV_KHR_16bit_storage]>, #spirv.resource_limits<>>} {
  func.func @f0() -> vector<2xi1> {
    %v1 = arith.constant 2147483647 : i32
    %v2 = arith.bitcast %v1 : i32 to f32
    %v3 = arith.muli %v1, %v1 overflow<nuw> : i32
    %v4 = arith.constant -0.0 : f32
    %v5 = arith.maxnumf %v2, %v4 : f32
    %v6 = arith.constant 0.0 : f32
    %v7 = arith.mulf %v4, %v6 : f32
    %v8 = arith.constant 0.5 : f32
    %v9 = arith.constant true
    cf.cond_br %v9, ^bb2, ^bb1
  ^bb1:
    %v10 = arith.constant dense<[100.0, 0.0, 6.550400e+04, 3.0]> : vector<4xf32>
    %v11 = arith.fptosi %v10 : vector<4xf32> to vector<4xi32>
    %v12 = arith.constant dense<7> : vector<4xi32>
    %v13 = arith.cmpi ult, %v12, %v11 : vector<4xi32>
    %v14 = arith.constant false
    cf.cond_br %v14, ^bb2, ^bb2
  ^bb2:
    %v15 = arith.constant -0.0 : f32
    %v16 = arith.fptosi %v15 : f32 to i64
    %v17 = arith.divf %v15, %v15 : f32
    %v18 = arith.constant 3 : i32
    cf.br ^bb2
  }
  func.func @f1(%arg0: vector<4xi32>, %arg1: i32) -> i32 {
    %v1 = arith.constant -0.0 : f32
    %v2 = arith.cmpf uge, %v1, %v1 : f32
    %v3 = arith.constant -2.5 : f32
    %v4 = arith.negf %v3 : f32
    %v5 = arith.constant dense<[1.0, 0.5, -0.0]> : vector<3xf32>
    %v6 = arith.constant dense<0.0> : vector<3xf32>
    %v7 = arith.remf %v5, %v6 : vector<3xf32>
    return %arg1 : i32
  }
}
