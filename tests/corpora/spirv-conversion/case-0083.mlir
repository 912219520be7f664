// FLAGS: --convert-cf-to-spirv --convert-func-to-spirv --convert-arith-to-spirv
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.6, [Kernel, Int8, Int16, Float16, Float64], []>, #spirv.resource_limits<>>} {
  func.func @f0(%arg0: i8, %arg1: f64) -> i16 {
    %v1 = arith.shrsi %arg0, %arg0 : i8
    %v2 = arith.constant 0.0 : f64
    %v3 = arith.cmpf ole, %v2, %arg1 : f64
    %v4 = func.call @f0(%arg0, %v2) : (i8, f64) -> (i16)
    %v5 = arith.constant 1.0 : f64
    %v6 = arith.cmpf ugt, %v5, %v5 : f64
    %v7 = arith.constant -1 : i16
    return %v7 : i16
  }
}
