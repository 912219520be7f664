// FLAGS: --convert-cf-to-spirv
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.2, [Kernel, Int16, Float64, Vector16], [SPV_KHR_8bit_storage]>, #spirv.resource_limits<>>} {
  func.func @f0() -> vector<2xi32> {
    %v1 = arith.constant 6.550400e+04 : f32
    %v2 = arith.cmpf oge, %v1, %v1 : f32
    %v3 = arith.constant dense<2> : vector<4xi32>
    %v4 = arith.constant dense<[-2.5, 3.0, 1.0, -0.0]> : vector<4xf32>
    %v5 = arith.constant 0 : i32
    cf.cond_br %v2, ^bb1(%v3 : vector<4xi32>), ^bb2(%v4, %v5 : vector<4xf32>, i32)
  ^bb1(%b1_0: vector<4xi32>):
    %v6 = arith.remsi %b1_0, %b1_0 : vector<4xi32>
    %v7 = arith.constant 3.0 : f16
    %v8 = arith.maxnumf %v7, %v7 : f16
    %v9 = func.call @f0() : () -> (vector<2xi32>)
    %v10 = arith.shrsi %v6, %b1_0 : vector<4xi32>
    %v11 = arith.minimumf %v7, %v8 : f16
    %v12 = arith.constant dense<2> : vector<4xi32>
    cf.br ^bb1(%v12 : vector<4xi32>)
  ^bb2(%b2_0: vector<4xf32>, %b2_1: i32):
    %v13 = arith.extsi %b2_1 : i32 to i64
    %v14 = arith.constant true
    %v15 = arith.select %v14, %b2_0, %b2_0 : vector<4xf32>
    %v16 = arith.divf %b2_0, %b2_0 : vector<4xf32>
    %v17 = arith.remsi %v13, %v13 : i64
    %v18 = arith.constant dense<1> : vector<2xi32>
    return %v18 : vector<2xi32>
  }
}
