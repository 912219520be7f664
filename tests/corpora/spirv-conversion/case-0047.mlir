// FLAGS: --convert-func-to-spirv
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.2, [Kernel, Int8, Int16, Float64, Vector16], []>, #spirv.resource_limits<>>} {
  func.func @f0(%arg0: vector<2xi32>, %arg1: i1, %arg2: index, %arg3: f16) {
    %v1 = arith.cmpf une, %arg3, %arg3 : f16
    %v2 = arith.constant 3 : index
    %v3 = arith.cmpi ule, %v2, %v2 : index
    %v4 = arith.constant 2 : i32
    %v5 = arith.constant -2.5 : f32
    %v6 = arith.subf %v5, %v5 : f32
    %v7 = arith.ori %v4, %v4 : i32
    %v8 = arith.constant dense<[-2.5, 1.0, 6.550400e+04]> : vector<3xf64>
    %v9 = arith.constant 7 : i32
    cf.br ^bb1(%v8, %v9 : vector<3xf64>, i32)
  ^bb1(%b1_0: vector<3xf64>, %b1_1: i32):
    %v10 = arith.constant 100.0 : f32
    %v11 = arith.cmpf olt, %v10, %v10 : f32
    %v12 = arith.cmpf ueq, %b1_0, %b1_0 : vector<3xf64>
    %v13 = arith.remui %b1_1, %b1_1 : i32
    %v14 = arith.constant dense<false> : vector<3xi1>
    %v15 = arith.constant dense<[true, true, false]> : vector<3xi1>
    %v16 = arith.select %v12, %v14, %v15 : vector<3xi1>, vector<3xi1>
    return
  }
}
