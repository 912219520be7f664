// FLAGS: --spirv-update-vce
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.6, [CullDistance, StorageBuffer8BitAccess, Int64Atomics, VulkanMemoryModel, Shader, Int16, GroupNonUniformShuffleRelative, Int64, Int8, SubgroupBallotKHR, Image1D, Kernel, Float64, Matrix, Float16, DotProductInput4x8BitPacked, GroupUniformArithmeticKHR, SampledBuffer, MeshShadingEXT, GraphARM, DotProductInput4x8Bit], [SPV_KHR_vulkan_memory_model, SPV_KHR_variable_pointers, SPV_KHR_physical_storage_buffer, SPV_EXT_shader_atomic_float16_add, SPV_EXT_replicated_composites, SPV_EXT_mesh_shader, SPV_INTEL_subgroups, SPV_KHR_shader_ballot]>, #spirv.resource_limits<>>} {
  spirv.module Logical GLSL450 {
    spirv.func @f0() "None" {
      %0 = spirv.Constant -2.0 : f32
      %1 = spirv.IsNan %0 : f32
      %2 = spirv.Constant dense<0.5> : vector<3xf32>
      %3 = spirv.Constant dense<1.0> : vector<3xf32>
      %4 = spirv.FMod %2, %3 : vector<3xf32>
      spirv.Return
    }
  }
  spirv.module Logical Vulkan {
    spirv.func @f0() "None" {
      %0 = spirv.Constant 0 : i32
      %1 = spirv.BitReverse %0 : i32
      %2 = spirv.Constant 1 : i8
      %3 = spirv.BitReverse %2 : i8
      %4 = spirv.Constant dense<-1> : vector<4xi32>
      %5 = spirv.GL.FindUMsb %4 : vector<4xi32>
      %6 = spirv.Undef : vector<4xf64>
      %7 = spirv.ConvertFToU %6 : vector<4xf64> to vector<4xi64>
      %8 = spirv.Constant dense<4> : vector<2xi64>
      %9 = spirv.BitFieldInsert %8, %8, %0, %0 : vector<2xi64>, i32, i32
      spirv.Return
    }
    spirv.EntryPoint "TaskEXT" @f0
    spirv.ExecutionMode @f0 "LocalSize", 64, 1, 1
  }
  spirv.module Logical GLSL450 {
    spirv.func @f0() "None" {
      %0 = spirv.Constant dense<true> : vector<4xi1>
      %1 = spirv.Constant dense<1> : vector<4xi16>
      %2 = spirv.Constant dense<0> : vector<4xi16>
      %3 = spirv.Select %0, %1, %2 : vector<4xi1>, vector<4xi16>
      %4 = spirv.Constant true
      %5 = spirv.KHR.SubgroupBallot %4 : vector<4xi32>
      %6 = spirv.Constant -1 : i16
      %7 = spirv.Not %6 : i16
      spirv.Return
    }
    spirv.EntryPoint "GLCompute" @f0
    spirv.ExecutionMode @f0 "LocalSize", 64, 1, 1
  }
}
