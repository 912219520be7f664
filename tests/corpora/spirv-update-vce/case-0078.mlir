// FLAGS: --spirv-update-vce
module {
  spirv.module Logical GLSL450 attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Kernel, Shader, BFloat16TypeKHR, Float64, Vector16, Matrix], [SPV_KHR_bfloat16]>, #spirv.resource_limits<>>} {
    spirv.SpecConstant @sc = 1.5 : f16
    spirv.func @f0(%arg0: f32, %arg1: vector<3xi32>, %arg2: vector<3xf32>) "None" {
      %0 = spirv.Constant dense<4> : vector<8xi32>
      %1 = spirv.SRem %0, %0 : vector<8xi32>
      %2 = spirv.Constant 0.5 : f64
      %3 = spirv.Unordered %2, %2 : f64
      %4 = spirv.Constant dense<-2.0> : vector<3xf64>
      %5 = spirv.FConvert %4 : vector<3xf64> to vector<3xbf16>
      spirv.Return
    }
  }
}
