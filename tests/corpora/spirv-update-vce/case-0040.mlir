// FLAGS: --spirv-update-vce
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.6, [DotProductInput4x8Bit, Int64, ImageMSArray, Int16, Matrix, SignedZeroInfNanPreserve, GroupNonUniformPartitionedNV, Bfloat16ConversionINTEL, DotProduct, AtomicFloat64AddEXT, DotProductInputAll, ImageCubeArray, Float16, Kernel, Shader], [SPV_KHR_8bit_storage, SPV_KHR_integer_dot_product, SPV_EXT_physical_storage_buffer]>, #spirv.resource_limits<>>} {
  spirv.module Logical GLSL450 requires #spirv.vce<v1.5, [Shader], []> {
    spirv.SpecConstant @sc = 1 : i32
    spirv.func @f0() -> i32 "None" {
      %0 = spirv.Constant dense<-2.0> : vector<4xf16>
      %1 = spirv.CL.fabs %0 : vector<4xf16>
      %2 = spirv.Undef : i64
      %3 = spirv.Constant dense<4> : vector<2xi16>
      %4 = spirv.SDotAccSat %3, %3, %2 : vector<2xi16> -> i64
      %5 = spirv.Undef : i32
      spirv.ReturnValue %5 : i32
    }
  }
}
