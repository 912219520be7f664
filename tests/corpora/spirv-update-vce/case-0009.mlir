// FLAGS: --spirv-update-vce
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.3, [AtomicFloat32AddEXT, StoragePushConstant8, Int64, DenormPreserve, ImageBuffer, Shader, GroupNonUniformVote, Matrix, Int8, Float16, GroupNonUniform, UniformAndStorageBuffer8BitAccess, StorageBuffer8BitAccess, Vector16, ClipDistance, StorageImageExtendedFormats], [SPV_KHR_float_controls, SPV_EXT_physical_storage_buffer, SPV_KHR_vulkan_memory_model, SPV_KHR_integer_dot_product]>, #spirv.resource_limits<>>} {
  spirv.module Logical GLSL450 {
    spirv.func @f0(%arg0: i1) -> vector<16xf32> "None" {
      %0 = spirv.Constant 0.5 : f32
      %1 = spirv.GroupNonUniformAllEqual <Subgroup> %0 : f32, i1
      %2 = spirv.Undef : !spirv.ptr<!spirv.struct<(i64, i32)>, Private>
      %3 = spirv.Load "Private" %2 : !spirv.struct<(i64, i32)>
      %4 = spirv.Constant -1 : i8
      %5 = spirv.BitCount %4 : i8
      %6 = spirv.Constant dense<0.5> : vector<4xf16>
      %7 = spirv.FNegate %6 : vector<4xf16>
      %8 = spirv.FNegate %0 : f32
      %9 = spirv.Constant dense<1.0> : vector<16xf32>
      spirv.ReturnValue %9 : vector<16xf32>
    }
  }
}
