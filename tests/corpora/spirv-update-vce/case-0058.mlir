// FLAGS: --spirv-update-vce
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.4, [StorageImageMultisample, ExpectAssumeKHR, VulkanMemoryModel, Kernel, PhysicalStorageBufferAddresses, Matrix, Int64Atomics, GroupNonUniformShuffleRelative, Shader, Vector16, Bfloat16ConversionINTEL, Int16, TensorFloat32RoundingINTEL, GroupNonUniformClustered, DenormPreserve, InputAttachment, SubgroupDispatch], [SPV_KHR_cooperative_matrix, SPV_EXT_shader_atomic_float16_add, SPV_KHR_expect_assume, SPV_KHR_integer_dot_product]>, #spirv.resource_limits<>>} {
  spirv.module Logical GLSL450 {
    spirv.func @f0() "None" {
      %0 = spirv.Constant 1.0 : f32
      %1 = spirv.FMod %0, %0 : f32
      %2 = spirv.CL.exp %0 : f32
      spirv.Return
    }
  }
  spirv.module Logical GLSL450 {
    spirv.GlobalVariable @g1 : !spirv.ptr<i32, Workgroup>
    spirv.func @f0() -> i32 "Const" {
      %0 = spirv.mlir.addressof @g1 : !spirv.ptr<i32, Workgroup>
      %1 = spirv.Constant -1 : i32
      %2 = spirv.AtomicISub <Device> <Acquire|MakeVisible> %0, %1 : !spirv.ptr<i32, Workgroup>
      %3 = spirv.Constant 1 : i16
      %4 = spirv.BitwiseOr %3, %3 : i16
      %5 = spirv.Constant false
      spirv.KHR.AssumeTrue %5
      spirv.ReturnValue %1 : i32
    }
  }
}
