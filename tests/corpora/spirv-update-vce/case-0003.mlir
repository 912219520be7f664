// FLAGS: --spirv-update-vce
module {
  spirv.module Logical Vulkan attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.5, [Sampled1D, SubgroupDispatch, Shader, Tessellation, SubgroupBufferBlockIOINTEL, Float64, DotProductInput4x8Bit, VulkanMemoryModel, Int64, Matrix, GraphARM, Float16, OptNoneINTEL, StorageBuffer16BitAccess, Geometry], [SPV_INTEL_subgroups, SPV_KHR_8bit_storage, SPV_KHR_vulkan_memory_model, SPV_KHR_integer_dot_product, SPV_KHR_uniform_group_instructions, SPV_KHR_physical_storage_buffer, SPV_KHR_float_controls, SPV_INTEL_bfloat16_conversion]>, #spirv.resource_limits<>>} {
    spirv.func @f0() "None" {
      %0 = spirv.Constant dense<1.0> : vector<4xf16>
      %1 = spirv.FMul %0, %0 : vector<4xf16>
      %2 = spirv.Constant 1.0 : f32
      %3 = spirv.FConvert %2 : f32 to f64
      spirv.Return
    }
    spirv.EntryPoint "Geometry" @f0
    spirv.ExecutionMode @f0 "LocalSize", 64, 1, 1
  }
}
