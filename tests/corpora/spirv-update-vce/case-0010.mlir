// FLAGS: --spirv-update-vce
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.6, [Shader, GroupNonUniformArithmetic, AtomicFloat64AddEXT, Float64, GroupNonUniform, AtomicFloat16AddEXT, Int64, GroupNonUniformVote, Groups, StorageBuffer8BitAccess, AtomicStorageOps, StorageImageMultisample, Matrix, DotProductInput4x8BitPacked, GroupNonUniformBallot, AtomicStorage, SignedZeroInfNanPreserve, Int8, ImageQuery, DotProduct], [SPV_KHR_physical_storage_buffer, SPV_KHR_integer_dot_product, SPV_KHR_shader_ballot, SPV_KHR_float_controls]>, #spirv.resource_limits<>>} {
  spirv.module Logical GLSL450 attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.6, [GroupNonUniformArithmetic, GroupNonUniform, DotProduct, Shader, Matrix, Int64, Groups, DotProductInput4x8BitPacked], [SPV_KHR_integer_dot_product]>, #spirv.resource_limits<>>} {
    spirv.func @f0() "None" {
      %0 = spirv.Constant 1.0 : f32
      %1 = spirv.GroupFMin <Workgroup> <Reduce> %0 : f32
      %2 = spirv.Constant 1.0 : f32
      %3 = spirv.GroupNonUniformFMin <Workgroup> <ExclusiveScan> %2 : f32 -> f32
      %4 = spirv.Undef : i32
      %5 = spirv.SDot %4, %4, <PackedVectorFormat4x8Bit> : i32 -> i64
      spirv.Return
    }
  }
}
