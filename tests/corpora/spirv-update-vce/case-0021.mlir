// FLAGS: --spirv-update-vce
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.4, [Geometry, Bfloat16ConversionINTEL, Matrix, RayTracingKHR, GenericPointer, Addresses, Groups, GroupNonUniformShuffle, Float16Buffer, CooperativeMatrixKHR, InputAttachment, Kernel, ReplicatedCompositesEXT, StorageBuffer8BitAccess, DeviceGroup, Float64, Int64], [SPV_KHR_16bit_storage, SPV_KHR_8bit_storage, SPV_KHR_subgroup_rotate, SPV_KHR_variable_pointers, SPV_ARM_graph, SPV_KHR_multiview]>, #spirv.resource_limits<>>} {
  spirv.module Logical GLSL450 {
    spirv.SpecConstant @sc = 7 : i16
    spirv.func @f0() "None" {
      %0 = spirv.Constant 3 : i32
      %1 = spirv.BitReverse %0 : i32
      %2 = spirv.Constant dense<true> : vector<4xi1>
      %3 = spirv.LogicalAnd %2, %2 : vector<4xi1>
      %4 = spirv.Constant 1.0 : f64
      %5 = spirv.Bitcast %4 : f64 to vector<2xf32>
      spirv.ControlBarrier <Workgroup>, <Subgroup>, <Release|CrossWorkgroupMemory>
      spirv.Return
    }
    spirv.EntryPoint "Kernel" @f0
    spirv.ExecutionMode @f0 "LocalSize", 64, 1, 1
  }
}
