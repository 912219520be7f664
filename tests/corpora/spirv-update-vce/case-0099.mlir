// FLAGS: --spirv-update-vce
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.6, [Matrix, BFloat16TypeKHR, GroupNonUniform, GroupNonUniformArithmetic, CooperativeMatrixKHR, Shader, Float16, Int8, Int64], [SPV_KHR_bfloat16, SPV_KHR_cooperative_matrix]>, #spirv.resource_limits<>>} {
  spirv.module Logical GLSL450 {
    spirv.func @f0(%arg0: vector<3xi32>, %arg1: vector<2xf32>) -> !spirv.coopmatrix<8x16xf16, Subgroup, MatrixA> "Pure" {
      %0 = spirv.Undef : vector<2xbf16>
      %1 = spirv.FConvert %0 : vector<2xbf16> to vector<2xf32>
      %2 = spirv.Undef : !spirv.ptr<!spirv.array<4 x i8>, Workgroup>
      %3 = spirv.Constant -1 : i32
      %4 = spirv.AccessChain %2[%3] : !spirv.ptr<!spirv.array<4 x i8>, Workgroup>, i32 -> !spirv.ptr<i8, Workgroup>
      %5 = spirv.Undef : f32
      %6 = spirv.Constant 1.0 : f32
      %7 = spirv.FRem %5, %6 : f32
      %8 = spirv.Undef : vector<4xbf16>
      %9 = spirv.ConvertFToU %8 : vector<4xbf16> to vector<4xi64>
      %10 = spirv.Constant dense<0.5> : vector<4xf16>
      %11 = spirv.GroupNonUniformFMul <Subgroup> <Reduce> %10 : vector<4xf16> -> vector<4xf16>
      %12 = spirv.Undef : !spirv.coopmatrix<8x16xf16, Subgroup, MatrixA>
      spirv.ReturnValue %12 : !spirv.coopmatrix<8x16xf16, Subgroup, MatrixA>
    }
  }
}
