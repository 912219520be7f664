// FLAGS: --spirv-update-vce
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.6, [GroupNonUniform, ImageRect, DotProduct, Shader, ExpectAssumeKHR, Kernel, GroupNonUniformArithmetic, Vector16, Int64, Int16, AtomicFloat32AddEXT, SampledBuffer, DotProductInputAll, Matrix, GroupNonUniformShuffle, CullDistance], [SPV_KHR_float_controls, SPV_KHR_no_integer_wrap_decoration, SPV_KHR_shader_ballot, SPV_KHR_16bit_storage, SPV_KHR_integer_dot_product]>, #spirv.resource_limits<>>} {
  spirv.module Logical GLSL450 {
    spirv.func @f0() "None" {
      %0 = spirv.Constant 4 : i64
      %1 = spirv.Undef : vector<2xi32>
      %2 = spirv.UDotAccSat %1, %1, %0 : vector<2xi32> -> i64
      %3 = spirv.Constant 3 : i32
      %4 = spirv.SConvert %3 : i32 to i64
      %5 = spirv.Constant dense<1> : vector<8xi16>
      %6 = spirv.CompositeExtract %5[1 : i32] : vector<8xi16>
      %7 = spirv.Constant 0.5 : f32
      %8 = spirv.GroupNonUniformFMin <Subgroup> <Reduce> %7 : f32 -> f32
      %9 = spirv.Constant -2.0 : f32
      %10 = spirv.FMod %8, %9 : f32
      spirv.Return
    }
  }
}
