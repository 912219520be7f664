// FLAGS: --spirv-update-vce
module {
  spirv.module Logical GLSL450 attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.1, [ExpectAssumeKHR, GroupNonUniformRotateKHR, Shader, AtomicFloat16AddEXT, GroupNonUniformArithmetic, Linkage, GroupNonUniformVote, CooperativeMatrixKHR, StorageImageMultisample, SubgroupDispatch, Float64, Vector16, ImageBuffer, MeshShadingEXT, Int64, AtomicStorage, StorageInputOutput16, Int16, Matrix, UniformAndStorageBuffer8BitAccess, OptNoneINTEL, GroupNonUniformShuffle], [SPV_KHR_vulkan_memory_model, SPV_KHR_bfloat16, SPV_INTEL_bfloat16_conversion, SPV_KHR_device_group, SPV_KHR_no_integer_wrap_decoration, SPV_KHR_multiview]>, #spirv.resource_limits<>>} {
    spirv.func @f0() -> i1 "None" {
      %0 = spirv.Undef : !spirv.matrix<3 x vector<3xf64>>
      %1 = spirv.Transpose %0 : !spirv.matrix<3 x vector<3xf64>> -> !spirv.matrix<3 x vector<3xf64>>
      %2 = spirv.Constant -1 : i16
      %3 = spirv.INTEL.ConvertBF16ToF %2 : i16 to f32
      %4 = spirv.Constant -1 : i32
      %5 = spirv.BitwiseOr %4, %4 : i32
      %6 = spirv.Constant false
      spirv.ReturnValue %6 : i1
    }
  }
  spirv.module Logical GLSL450 {
    spirv.GlobalVariable @g1 : !spirv.ptr<f32, Workgroup>
    spirv.func @f0() "DontInline" {
      %0 = spirv.mlir.addressof @g1 : !spirv.ptr<f32, Workgroup>
      %1 = spirv.Constant -2.0 : f32
      %2 = spirv.EXT.AtomicFAdd <Subgroup> <Release|OutputMemory> %0, %1 : !spirv.ptr<f32, Workgroup>
      %3 = spirv.Undef : i16
      %4 = spirv.UDiv %3, %3 : i16
      spirv.Return
    }
  }
}
