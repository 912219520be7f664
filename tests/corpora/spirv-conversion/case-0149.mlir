// FLAGS: --convert-arith-to-spirv --convert-func-to-spirv --convert-cf-to-spirv
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.5, [Kernel, Int16, Int64, Float16, Float64, Vector16], []>, #spirv.resource_limits<>>} {
  func.func @f0() {
    %v1 = arith.constant 100.0 : f32
    %v2 = arith.constant 0x7FC00000 : f32
    %v3 = arith.cmpf ole, %v1, %v2 : f32
    %v4 = arith.constant dense<[0, 42, -1]> : vector<3xi32>
    %v5 = arith.constant dense<[2, 42]> : vector<2xi32>
    cf.cond_br %v3, ^bb1(%v4, %v5 : vector<3xi32>, vector<2xi32>), ^bb1(%v4, %v5 : vector<3xi32>, vector<2xi32>)
  ^bb1(%b1_0: vector<3xi32>, %b1_1: vector<2xi32>):
    %v6 = arith.constant dense<6.550400e+04> : vector<4xf64>
    %v7 = arith.cmpf uge, %v6, %v6 : vector<4xf64>
    return
  }
  func.func @f1() -> f32 {
    %v1 = arith.constant 3 : i32
    %v2 = arith.remui %v1, %v1 : i32
    %v3 = arith.constant 3.0 : f32
    return %v3 : f32
  }
  func.func @f2(%arg0: f32, %arg1: i64) -> vector<4xf32> {
    %v1 = arith.bitcast %arg0 : f32 to i32
    %v2 = arith.remsi %v1, %v1 : i32
    %v3 = arith.constant 0 : i32
    %v4 = arith.maxui %v3, %v2 : i32
    %v5 = arith.constant 7 : i32
    %v6 = arith.constant -2147483648 : i32
    %v7 = arith.shli %v5, %v6 : i32
    %v8 = arith.constant 1.0 : f32
    %v9 = arith.constant -0.0 : f32
    %v10 = arith.cmpf ule, %v8, %v9 : f32
    %v11 = arith.constant dense<[6.550400e+04, 3.0, 0.5, 0.5]> : vector<4xf32>
    return %v11 : vector<4xf32>
  }
}
