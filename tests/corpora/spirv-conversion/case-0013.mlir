// FLAGS: --convert-arith-to-spirv --convert-func-to-spirv --convert-cf-to-spirv
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.6, [Kernel, Int8, Int16, Int64, Float16, Float64], []>, #spirv.resource_limits<>>} {
  func.func @f0(%arg0: i32, %arg1: vector<2xi32>, %arg2: i1) {
    %v1 = arith.sitofp %arg1 : vector<2xi32> to vector<2xf16>
    %v2 = arith.uitofp %arg2 : i1 to f64
    return
  }
}
