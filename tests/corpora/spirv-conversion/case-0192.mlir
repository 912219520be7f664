// FLAGS: --convert-arith-to-spirv=emulate-lt-32-bit-scalar-types=false
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.3, [Kernel, Int8, Int16, Int64, Float16], [SPV_KHR_no_integer_wrap_decoration]>, #spirv.resource_limits<>>} {
  func.func @f0(%arg0: vector<2xi8>, %arg1: i32, %arg2: vector<3xf32>, %arg3: vector<3xi32>) -> f16 {
    %v1 = arith.constant -2.5 : f32
    %v2 = arith.constant 1.0 : f32
    %v3 = arith.cmpf ugt, %v1, %v2 : f32
    %v4 = arith.constant dense<[1, 0]> : vector<2xi8>
    %v5 = arith.constant 2147483647 : i32
    %v6 = arith.constant dense<-2.5> : vector<3xf32>
    %v7 = arith.constant dense<2147483647> : vector<3xi32>
    %v8 = func.call @f0(%v4, %v5, %v6, %v7) : (vector<2xi8>, i32, vector<3xf32>, vector<3xi32>) -> (f16)
    %v9 = arith.constant 2 : i32
    %v10 = arith.maxsi %v9, %v5 : i32
    cf.cond_br %v3, ^bb1, ^bb1
  ^bb1:
    %v11 = arith.constant dense<1.0> : vector<3xf32>
    %v12 = arith.cmpf oeq, %arg2, %v11 : vector<3xf32>
    %v13 = arith.constant 100.0 : f16
    return %v13 : f16
  }
}
