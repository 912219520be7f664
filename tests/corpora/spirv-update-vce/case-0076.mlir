// FLAGS: --spirv-update-vce
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.3, [MeshShadingEXT, GroupUniformArithmeticKHR, VulkanMemoryModel, Matrix, GroupNonUniformArithmetic, GroupNonUniformPartitionedNV, AtomicFloat64AddEXT, GroupNonUniformRotateKHR, ReplicatedCompositesEXT, Groups, GroupNonUniformShuffle, Shader, StoragePushConstant8, Int8, GroupNonUniform, Kernel, StorageBuffer16BitAccess, StorageImageExtendedFormats, OptNoneINTEL, Vector16, Int64], [SPV_KHR_16bit_storage, SPV_NV_shader_subgroup_partitioned, SPV_INTEL_tensor_float32_conversion, SPV_EXT_shader_atomic_float16_add, SPV_ARM_graph, SPV_KHR_ray_tracing]>, #spirv.resource_limits<>>} {
  spirv.module Logical GLSL450 attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.3, [Addresses, Int8, Int16, Float64, Vector16, Float16Buffer, GroupNonUniformBallot, GroupNonUniformRotateKHR, VulkanMemoryModel, VulkanMemoryModelDeviceScope, DotProductInputAll, StorageBuffer8BitAccess, UniformAndStorageBuffer8BitAccess, PhysicalStorageBufferAddresses, Geometry, Tessellation, SubgroupBallotKHR, ExpectAssumeKHR, AtomicFloat16AddEXT, AtomicFloat64AddEXT, SampledBuffer, ImageRect, ImageMSArray, RayTracingKHR, ClipDistance, CullDistance, TensorsARM, GraphARM, ReplicatedCompositesEXT], [SPV_KHR_8bit_storage, SPV_KHR_subgroup_rotate, SPV_KHR_uniform_group_instructions, SPV_KHR_expect_assume, SPV_KHR_cooperative_matrix, SPV_KHR_bfloat16, SPV_INTEL_tensor_float32_conversion, SPV_ARM_graph, SPV_KHR_variable_pointers, SPV_KHR_no_integer_wrap_decoration]>, #spirv.resource_limits<>>} {
    spirv.func @f0(%arg0: vector<3xi32>, %arg1: vector<4xi1>) -> vector<16xi1> "OptNoneINTEL" {
      %0 = spirv.Undef : f32
      %1 = spirv.FAdd %0, %0 : f32
      %2 = spirv.Undef : vector<8xi8>
      %3 = spirv.IEqual %2, %2 : vector<8xi8>
      %4 = spirv.Constant dense<0.5> : vector<4xf32>
      %5 = spirv.Constant 1 : i32
      %6 = spirv.GroupNonUniformShuffle <Subgroup> %4, %5 : vector<4xf32>, i32
      %7 = spirv.Constant dense<1> : vector<4xi64>
      %8 = spirv.GroupNonUniformSMin <Workgroup> <PartitionedReduceNV> %7 : vector<4xi64> -> vector<4xi64>
      %9 = spirv.Constant dense<false> : vector<16xi1>
      spirv.ReturnValue %9 : vector<16xi1>
    }
  }
}
