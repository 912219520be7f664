// FLAGS: --spirv-update-vce
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.5, [PhysicalStorageBufferAddresses, Vector16, Kernel, Float16Buffer, Int16, SampleRateShading, Int8, Float64, AtomicFloat32AddEXT, MeshShadingEXT, VulkanMemoryModel, ImageQuery, GroupNonUniformVote, Matrix, Shader, StorageUniform16], [SPV_KHR_subgroup_rotate, SPV_KHR_storage_buffer_storage_class, SPV_EXT_physical_storage_buffer, SPV_KHR_uniform_group_instructions, SPV_KHR_vulkan_memory_model, SPV_EXT_shader_atomic_float_add, SPV_INTEL_tensor_float32_conversion, SPV_KHR_variable_pointers]>, #spirv.resource_limits<>>} {
  spirv.module Logical Vulkan requires #spirv.vce<v1.4, [Kernel], []> {
    spirv.SpecConstant @sc = 7 : i16
    spirv.func @f0() "None" {
      %0 = spirv.Constant dense<1> : vector<2xi32>
      %1 = spirv.IMul %0, %0 : vector<2xi32>
      %2 = spirv.Constant -1 : i16
      %3 = spirv.ISub %2, %2 : i16
      spirv.Return
    }
  }
  spirv.module PhysicalStorageBuffer64 GLSL450 {
    spirv.func @f0(%arg0: !spirv.ptr<!spirv.struct<(!spirv.array<4 x f64, stride=8> [0])>, StorageBuffer>, %arg1: !spirv.array<4 x i16>, %arg2: i1) "None" {
      %0 = spirv.Constant dense<0> : vector<4xi32>
      %1 = spirv.CL.s_abs %0 : vector<4xi32>
      %2 = spirv.Undef : vector<16xf32>
      %3 = spirv.Constant dense<0.5> : vector<16xf32>
      %4 = spirv.GL.FMix %2 : vector<16xf32>, %2 : vector<16xf32>, %3 : vector<16xf32> -> vector<16xf32>
      %5 = spirv.Undef : f32
      %6 = spirv.FAdd %5, %5 : f32
      %7 = spirv.GroupNonUniformAll <Subgroup> %arg2 : i1
      spirv.ControlBarrier <Workgroup>, <Device>, <Acquire>
      spirv.MemoryBarrier <Device>, <Acquire|ImageMemory>
      spirv.Return
    }
  }
}
