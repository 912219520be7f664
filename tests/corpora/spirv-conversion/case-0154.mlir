// FLAGS: --convert-cf-to-spirv
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.6, [Kernel, Int8, Int16, Int64, Float64], []>, #spirv.resource_limits<>>} {
  func.func @f0(%arg0: f16, %arg1: vector<2xindex>, %arg2: f16) {
    %v1 = arith.constant 2 : i32
    %v2 = arith.constant 1 : i32
    %v3 = arith.minsi %v1, %v2 : i32
    %v4 = arith.remsi %arg1, %arg1 : vector<2xindex>
    %v5 = arith.constant dense<[42, 7]> : vector<2xi32>
    cf.br ^bb1(%v5 : vector<2xi32>)
  ^bb1(%b1_0: vector<2xi32>):
    %v6 = arith.constant dense<[2, 3]> : vector<2xi32>
    %v7 = arith.constant 3.0 : f16
    %v8 = arith.cmpf uge, %arg0, %v7 : f16
    %v9 = arith.fptoui %v7 : f16 to i32
    return
  }
}
