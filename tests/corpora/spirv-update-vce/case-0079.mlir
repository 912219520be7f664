// FLAGS: --spirv-update-vce
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.5, [Kernel, Matrix, Linkage, Float16, GenericPointer, Groups, GroupNonUniform, GroupNonUniformBallot, GroupNonUniformVote, GroupNonUniformQuad, VulkanMemoryModelDeviceScope, DotProduct, DotProductInput4x8Bit, DotProductInput4x8BitPacked, DotProductInputAll, StorageBuffer8BitAccess, StorageBuffer16BitAccess, StoragePushConstant16, Geometry, ExpectAssumeKHR, Bfloat16ConversionINTEL, AtomicFloat16AddEXT, ImageQuery, ImageRect, InputAttachment, SignedZeroInfNanPreserve, RayTracingKHR, ClipDistance, SampleRateShading, GraphARM, DeviceGroup], [SPV_KHR_8bit_storage, SPV_EXT_physical_storage_buffer, SPV_KHR_uniform_group_instructions, SPV_KHR_cooperative_matrix, SPV_KHR_bfloat16, SPV_EXT_shader_atomic_float16_add, SPV_KHR_ray_tracing, SPV_ARM_graph, SPV_KHR_variable_pointers, SPV_KHR_no_integer_wrap_decoration, SPV_KHR_multiview]>, #spirv.resource_limits<>>} {
  spirv.module Logical GLSL450 {
    spirv.func @f0() -> i64 "None" {
      %0 = spirv.Undef : !spirv.ptr<i32, CrossWorkgroup>
      %1 = spirv.Constant 0 : i32
      %2 = spirv.AtomicIAdd <Subgroup> <Release> %0, %1 : !spirv.ptr<i32, CrossWorkgroup>
      %3 = spirv.Constant 1.0 : f32
      %4 = spirv.ConvertFToU %3 : f32 to i32
      %5 = spirv.Constant -2.0 : f64
      %6 = spirv.GroupNonUniformFAdd <Subgroup> <InclusiveScan> %5 : f64 -> f64
      %7 = spirv.Constant dense<4> : vector<2xi16>
      %8 = spirv.Constant dense<0> : vector<2xi16>
      %9 = spirv.SDot %7, %8 : vector<2xi16> -> i64
      %10 = spirv.FSub %6, %6 : f64
      spirv.ReturnValue %9 : i64
    }
  }
}
