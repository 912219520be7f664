// FLAGS: --spirv-update-vce
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.6, [GroupNonUniformArithmetic, Int8, DotProduct, VulkanMemoryModel, Vector16, Kernel, SubgroupBufferBlockIOINTEL, DotProductInputAll, Shader, BFloat16TypeKHR, GroupNonUniformQuad, Float64, SampleRateShading, ReplicatedCompositesEXT, Int64Atomics, UniformAndStorageBuffer8BitAccess, SignedZeroInfNanPreserve, GroupNonUniformShuffle, GroupNonUniformPartitionedNV], [SPV_KHR_vulkan_memory_model, SPV_ARM_graph, SPV_EXT_mesh_shader]>, #spirv.resource_limits<>>} {
  spirv.module Logical Vulkan {
    spirv.func @f0() -> f32 "None" {
      %0 = spirv.EXT.ConstantCompositeReplicate [1.0 : f64] : vector<3xf64>
      %1 = spirv.Constant dense<-2.0> : vector<2xf32>
      %2 = spirv.FAdd %1, %1 : vector<2xf32>
      %3 = spirv.Constant 1.0 : f32
      %4 = spirv.Constant 0.5 : f32
      %5 = spirv.CL.fma %3, %4, %4 : f32
      spirv.ReturnValue %5 : f32
    }
  }
}
