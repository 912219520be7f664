// FLAGS: --spirv-update-vce
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.4, [Matrix, Kernel, VulkanMemoryModel, Shader], [SPV_KHR_vulkan_memory_model]>, #spirv.resource_limits<>>} {
  spirv.module Logical Vulkan {
    spirv.func @f0() "Const" {
      spirv.ControlBarrier <CrossDevice>, <Device>, <AcquireRelease|Volatile>
      %0 = spirv.Undef : vector<3xi32>
      %1 = spirv.UMod %0, %0 : vector<3xi32>
      %2 = spirv.Undef : f32
      %3 = spirv.FMod %2, %2 : f32
      spirv.Return
    }
    spirv.EntryPoint "GLCompute" @f0
    spirv.ExecutionMode @f0 "ContractionOff"
  }
}
