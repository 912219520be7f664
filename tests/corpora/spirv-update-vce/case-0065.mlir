// FLAGS: --spirv-update-vce
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.3, [Vector16, SubgroupBufferBlockIOINTEL, Matrix, GroupNonUniform, UniformAndStorageBuffer8BitAccess, Kernel, GenericPointer, Float64, Image1D, SampledBuffer, ImageBuffer, TensorsARM, VulkanMemoryModel, CooperativeMatrixKHR, Shader, StoragePushConstant8, StorageInputOutput16, Int64Atomics, BFloat16TypeKHR, StorageBuffer16BitAccess, Float16, DotProductInput4x8BitPacked, Int16, GroupNonUniformArithmetic, Addresses, StorageUniform16, GroupNonUniformShuffle, Int8], [SPV_EXT_physical_storage_buffer, SPV_INTEL_bfloat16_conversion, SPV_KHR_variable_pointers, SPV_KHR_no_integer_wrap_decoration, SPV_KHR_cooperative_matrix, SPV_ARM_tensors, SPV_KHR_shader_ballot, SPV_INTEL_subgroups]>, #spirv.resource_limits<>>} {
  spirv.module PhysicalStorageBuffer64 GLSL450 {
    spirv.GlobalVariable @g1 : !spirv.ptr<i8, CrossWorkgroup>
    spirv.func @f0(%arg0: vector<16xf32>) -> f32 "Const" {
      %0 = spirv.Constant 1.0 : f64
      %1 = spirv.FMod %0, %0 : f64
      %2 = spirv.Constant 0.5 : f64
      %3 = spirv.ConvertFToS %2 : f64 to i16
      %4 = spirv.mlir.addressof @g1 : !spirv.ptr<i8, CrossWorkgroup>
      %5 = spirv.Constant 1 : i32
      %6 = spirv.PtrAccessChain %4[%5] : !spirv.ptr<i8, CrossWorkgroup>, i32 -> !spirv.ptr<i8, CrossWorkgroup>
      %7 = spirv.Constant true
      %8 = spirv.GroupNonUniformLogicalAnd <Subgroup> <ExclusiveScan> %7 : i1 -> i1
      %9 = spirv.Constant dense<-2.0> : vector<4xf16>
      %10 = spirv.GL.Exp %9 : vector<4xf16>
      %11 = spirv.Undef : f32
      spirv.ReturnValue %11 : f32
    }
  }
}
