// FLAGS: --spirv-update-vce
module {
  spirv.module Physical64 OpenCL attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Int8, Kernel, Matrix, Addresses, Float16, Shader], []>, #spirv.resource_limits<>>} {
    spirv.func @f0() -> vector<4xf16> "Inline" {
      %0 = spirv.Constant 4 : i8
      %1 = spirv.Constant -1 : i32
      %2 = spirv.BitFieldInsert %0, %0, %1, %1 : i8, i32, i32
      %3 = spirv.Constant -2.0 : f16
      %4 = spirv.FMod %3, %3 : f16
      %5 = spirv.Constant dense<-2.0> : vector<4xf16>
      spirv.ReturnValue %5 : vector<4xf16>
    }
  }
  spirv.module Logical Vulkan attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.5, [ReplicatedCompositesEXT, Shader, ImageBuffer, GroupNonUniformBallot, SampledCubeArray, TensorsARM, GroupNonUniform, Matrix, SampledBuffer, GroupNonUniformShuffle, Float64, OptNoneINTEL, VulkanMemoryModel, PhysicalStorageBufferAddresses, GroupNonUniformRotateKHR, ImageQuery, DeviceGroup, Bfloat16ConversionINTEL, Float16], [SPV_EXT_shader_atomic_float_add, SPV_KHR_ray_tracing, SPV_KHR_8bit_storage, SPV_KHR_vulkan_memory_model, SPV_KHR_variable_pointers, SPV_EXT_physical_storage_buffer, SPV_EXT_replicated_composites, SPV_ARM_graph, SPV_KHR_device_group]>, #spirv.resource_limits<>>} {
    spirv.GlobalVariable @g1 : !spirv.ptr<!spirv.array<4 x i32>, Output>
    spirv.func @f0() -> vector<2xf64> "None" {
      %0 = spirv.Undef : vector<4xf32>
      %1 = spirv.Constant 4 : i32
      %2 = spirv.GroupNonUniformShuffleXor <Workgroup> %0, %1 : vector<4xf32>, i32
      %3 = spirv.mlir.addressof @g1 : !spirv.ptr<!spirv.array<4 x i32>, Output>
      %4 = spirv.Load "Output" %3 ["Aligned", 8] : !spirv.array<4 x i32>
      %5 = spirv.Constant dense<-1> : vector<4xi32>
      %6 = spirv.GroupNonUniformBallotFindLSB <Subgroup> %5 : vector<4xi32>, i32
      %7 = spirv.Undef : !spirv.ptr<!spirv.struct<(!spirv.array<4 x f16, stride=2> [0])>, PhysicalStorageBuffer>
      %8 = spirv.Undef : !spirv.struct<(!spirv.array<4 x f16, stride=2> [0])>
      spirv.Store "PhysicalStorageBuffer" %7, %8 ["Aligned", 4] : !spirv.struct<(!spirv.array<4 x f16, stride=2> [0])>
      %9 = spirv.Constant dense<-2.0> : vector<2xf64>
      spirv.ReturnValue %9 : vector<2xf64>
    }
  }
}
