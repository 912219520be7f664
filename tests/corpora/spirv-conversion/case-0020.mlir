// FLAGS: --convert-arith-to-spirv --convert-func-to-spirv --convert-cf-to-spirv
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Shader, Int8, Int16, Int64, Float16, Float64], [SPV_KHR_no_integer_wrap_decoration]>, #spirv.resource_limits<>>} {
  func.func @f0(%arg0: f32, %arg1: vector<2xf32>) {
    %v1 = arith.cmpf oge, %arg0, %arg0 : f32
    %v2 = arith.constant dense<[65536, 42, 7, -1]> : vector<4xi32>
    cf.br ^bb1(%v2 : vector<4xi32>)
  ^bb1(%b1_0: vector<4xi32>):
    %v3 = arith.minsi %b1_0, %b1_0 : vector<4xi32>
    %v4 = arith.constant dense<[100.0, -0.0]> : vector<2xf64>
    %v5 = arith.constant dense<1> : vector<4xi32>
    %v6 = arith.cmpi ugt, %v5, %v3 : vector<4xi32>
    %v7 = arith.constant true
    %v8 = arith.constant dense<[2, 1, 3, 0]> : vector<4xi32>
    %v9 = arith.constant 7 : i8
    %v10 = arith.constant 3.0 : f16
    cf.cond_br %v7, ^bb1(%v8 : vector<4xi32>), ^bb2(%v9, %v10 : i8, f16)
  ^bb2(%b2_0: i8, %b2_1: f16):
    %v11 = arith.constant -1 : i8
    %v12 = arith.remsi %b2_0, %v11 : i8
    %v13 = arith.cmpi sgt, %b2_0, %v11 : i8
    %v14 = arith.constant dense<[7, 2, 42, 2147483647]> : vector<4xi32>
    %v15 = arith.shrsi %v14, %v14 : vector<4xi32>
    return
  }
}
