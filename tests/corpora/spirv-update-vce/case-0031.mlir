// FLAGS: --spirv-update-vce
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.5, [ImageQuery, Matrix, Shader, VulkanMemoryModel, ImageMSArray], [SPV_KHR_vulkan_memory_model]>, #spirv.resource_limits<>>} {
  spirv.module Logical Vulkan {
    spirv.func @f0() "None" {
      %0 = spirv.Undef : !spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, SamplerUnknown, Rgba32f>
      %1 = spirv.ImageQuerySize %0 : !spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, SamplerUnknown, Rgba32f> -> vector<2xi32>
      %2 = spirv.Undef : vector<2xf32>
      %3 = spirv.IsNan %2 : vector<2xf32>
      spirv.Return
    }
    spirv.EntryPoint "Kernel" @f0
    spirv.ExecutionMode @f0 "LocalSize", 8, 4, 1
  }
}
