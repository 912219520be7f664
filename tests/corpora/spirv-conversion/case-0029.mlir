// FLAGS: --convert-arith-to-spirv=emulate-unsupported-float-types=false
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.6, [Shader, Int8, Int16, Int64, Float16, Float64], [SPV_KHR_8bit_storage]>, #spirv.resource_limits<>>} {
  func.func @f0(%arg0: vector<3xf32>) -> i32 {
    %v1 = arith.constant dense<[false, false, false]> : vector<3xi1>
    %v2 = arith.constant dense<[100.0, -0.0, 0.5]> : vector<3xf32>
    %v3 = arith.select %v1, %v2, %v2 : vector<3xi1>, vector<3xf32>
    %v4 = arith.constant -1 : i32
    %v5 = arith.constant false
    %v6 = arith.constant 0x7F800000 : f32
    cf.cond_br %v5, ^bb1(%v6, %v6 : f32, f32), ^bb1(%v6, %v6 : f32, f32)
  ^bb1(%b1_0: f32, %b1_1: f32):
    %v7 = arith.constant dense<[65536, -1]> : vector<2xi32>
    %v8 = arith.ori %v7, %v7 : vector<2xi32>
    %v9 = arith.constant 0.5 : f32
    %v10 = arith.minimumf %b1_1, %v9 : f32
    %v11 = arith.constant -2147483648 : i32
    return %v11 : i32
  }
  func.func @f1(%arg0: i32, %arg1: vector<2xf32>, %arg2: vector<1xi8>, %arg3: vector<3xindex>) -> (vector<4xi32>, f16) {
    %v1 = arith.constant dense<[3.0, -2.5, 6.550400e+04]> : vector<3xf32>
    %v2 = arith.constant dense<0.5> : vector<3xf32>
    %v3 = arith.cmpf oeq, %v1, %v2 : vector<3xf32>
    %v4 = arith.maxsi %arg2, %arg2 : vector<1xi8>
    %v5 = arith.cmpf uno, %arg1, %arg1 : vector<2xf32>
    %v6 = arith.ori %v5, %v5 : vector<2xi1>
    %v7 = func.call @f0(%v1) : (vector<3xf32>) -> (i32)
    cf.br ^bb1
  ^bb1:
    %v8 = arith.divf %arg1, %arg1 : vector<2xf32>
    %v9 = arith.constant dense<0> : vector<4xi32>
    %v10 = arith.constant 0x7E00 : f16
    return %v9, %v10 : vector<4xi32>, f16
  }
}
