// FLAGS: --convert-cf-to-spirv
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.2, [Shader, Int8, Int16, Int64, Float16, Float64], []>, #spirv.resource_limits<>>} {
  func.func @f0() -> i32 {
    %v1 = arith.constant dense<0.0> : vector<4xf32>
    %v2 = arith.addf %v1, %v1 : vector<4xf32>
    %v3 = arith.constant false
    cf.cond_br %v3, ^bb1, ^bb1
  ^bb1:
    %v4 = arith.constant dense<true> : vector<3xi1>
    %v5 = arith.cmpi ne, %v4, %v4 : vector<3xi1>
    %v6 = arith.constant 1.0 : f32
    %v7 = arith.subf %v6, %v6 : f32
    %v8 = arith.constant 0x7F800000 : f32
    %v9 = arith.constant 1.0 : f32
    %v10 = arith.cmpf uno, %v8, %v9 : f32
    %v11 = arith.maximumf %v6, %v6 : f32
    %v12 = arith.constant 1 : i32
    return %v12 : i32
  }
  func.func @f1() -> i1 {
    %v1 = arith.constant dense<[true, true]> : vector<2xi1>
    %v2 = func.call @f0() : () -> (i32)
    %v3 = arith.bitcast %v2 : i32 to i32
    %v4 = arith.constant true
    return %v4 : i1
  }
}
