// FLAGS: --spirv-update-vce
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Image1D, Int64, GenericPointer, Float16Buffer, Float64, VulkanMemoryModel, Matrix, SampleRateShading, Shader, Linkage, GroupNonUniformQuad, Sampled1D, Addresses, StoragePushConstant8, StorageImageExtendedFormats, GroupNonUniformArithmetic, DeviceGroup, TensorsARM], [SPV_KHR_16bit_storage, SPV_INTEL_bfloat16_conversion, SPV_KHR_storage_buffer_storage_class, SPV_KHR_variable_pointers]>, #spirv.resource_limits<>>} {
  spirv.module Logical GLSL450 {
    spirv.func @f0(%arg0: i64) "Pure" {
      %0 = spirv.Constant -2.0 : f64
      %1 = spirv.Constant 1.0 : f64
      %2 = spirv.FMod %0, %1 : f64
      %3 = spirv.Constant dense<1.0> : vector<3xf32>
      %4 = spirv.Unordered %3, %3 : vector<3xf32>
      spirv.Return
    }
  }
}
