// FLAGS: --spirv-update-vce
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.5, [Float64, PhysicalStorageBufferAddresses, Kernel, GroupNonUniform, Groups, Int64, Matrix, Shader, GroupNonUniformArithmetic, Float16, Int16, BFloat16TypeKHR, GroupNonUniformClustered, Vector16, Int8, ReplicatedCompositesEXT, VulkanMemoryModel], [SPV_KHR_vulkan_memory_model, SPV_EXT_physical_storage_buffer, SPV_KHR_bfloat16, SPV_EXT_replicated_composites]>, #spirv.resource_limits<>>} {
  spirv.module Logical Vulkan attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.5, [AtomicFloat16AddEXT, GroupNonUniformClustered, Float64, GenericPointer, GroupNonUniformPartitionedNV, Matrix, StorageImageMultisample, Vector16, Kernel, VulkanMemoryModel, VulkanMemoryModelDeviceScope, SubgroupDispatch, Int16, ClipDistance, DotProduct], [SPV_KHR_cooperative_matrix, SPV_KHR_8bit_storage, SPV_KHR_storage_buffer_storage_class, SPV_KHR_vulkan_memory_model, SPV_EXT_mesh_shader, SPV_ARM_tensors]>, #spirv.resource_limits<>>} {
    spirv.func @f0(%arg0: vector<16xf32>) -> !spirv.matrix<3 x vector<3xf32>> "None" {
      %0 = spirv.Constant -1 : i32
      %1 = spirv.Undef : i32
      %2 = spirv.ShiftLeftLogical %0, %1 : i32, i32
      %3 = spirv.Constant dense<-1> : vector<4xi32>
      %4 = spirv.ISub %3, %3 : vector<4xi32>
      %5 = spirv.Undef : !spirv.matrix<3 x vector<3xf32>>
      spirv.ReturnValue %5 : !spirv.matrix<3 x vector<3xf32>>
    }
  }
  spirv.module Logical Vulkan requires #spirv.vce<v1.5, [Shader], []> attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.5, [ExpectAssumeKHR, AtomicStorage, Addresses, Image1D, Int16, ReplicatedCompositesEXT, Int8, Float16Buffer, GroupNonUniformBallot, Vector16, GroupNonUniformPartitionedNV, Float16, VulkanMemoryModel, DeviceGroup, SubgroupDispatch, SampledBuffer, GroupNonUniformArithmetic, RayTracingKHR, GroupNonUniformShuffleRelative, Kernel, GroupNonUniformQuad], [SPV_KHR_vulkan_memory_model, SPV_KHR_variable_pointers, SPV_KHR_shader_ballot, SPV_KHR_multiview, SPV_INTEL_bfloat16_conversion, SPV_EXT_shader_atomic_float16_add, SPV_KHR_physical_storage_buffer, SPV_EXT_replicated_composites, SPV_EXT_mesh_shader]>, #spirv.resource_limits<>>} {
    spirv.func @f0(%arg0: f32, %arg1: i16, %arg2: f32) "None" {
      %0 = spirv.EXT.ConstantCompositeReplicate [3 : i8] : vector<16xi8>
      %1 = spirv.Constant dense<false> : vector<4xi1>
      %2 = spirv.GroupNonUniformLogicalAnd <Subgroup> <ExclusiveScan> %1 : vector<4xi1> -> vector<4xi1>
      %3 = spirv.Constant dense<1> : vector<3xi16>
      %4 = spirv.Constant dense<3> : vector<3xi16>
      %5 = spirv.IAdd %3, %4 : vector<3xi16>
      %6 = spirv.FDiv %arg2, %arg2 : f32
      %7 = spirv.FAdd %arg2, %arg0 : f32
      spirv.Return
    }
  }
  spirv.module PhysicalStorageBuffer64 GLSL450 requires #spirv.vce<v1.4, [Shader], []> attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.6, [Groups, GroupNonUniformArithmetic, GroupNonUniform, Float64, Kernel, PhysicalStorageBufferAddresses, Int64, BFloat16TypeKHR, GroupNonUniformClustered, Vector16, Float16, Shader], [SPV_KHR_bfloat16, SPV_EXT_physical_storage_buffer]>, #spirv.resource_limits<>>} {
    spirv.GlobalVariable @g1 : !spirv.ptr<vector<3xf64>, Output>
    spirv.func @f0(%arg0: vector<8xbf16>, %arg1: i32) -> vector<16xf32> "None" {
      %var0 = spirv.Variable : !spirv.ptr<!spirv.struct<(i32, i32)>, Function>
      %0 = spirv.Constant -2.0 : f16
      %1 = spirv.Constant 0.5 : f16
      %2 = spirv.FMod %0, %1 : f16
      %3 = spirv.Undef : !spirv.struct<(i32, i32)>
      spirv.Store "Function" %var0, %3 : !spirv.struct<(i32, i32)>
      %4 = spirv.mlir.addressof @g1 : !spirv.ptr<vector<3xf64>, Output>
      %5 = spirv.Constant dense<0.5> : vector<3xf64>
      spirv.Store "Output" %4, %5 : vector<3xf64>
      %6 = spirv.GroupSMax <Workgroup> <Reduce> %arg1 : i32
      %7 = spirv.Constant 2 : i32
      %8 = spirv.Constant 0.5 : f32
      %9 = spirv.GroupNonUniformFAdd <Subgroup> <ClusteredReduce> %8 cluster_size(%7) : f32, i32 -> f32
      %10 = spirv.Undef : !spirv.ptr<i64, Function>
      %11 = spirv.Load "Function" %10 : i64
      %12 = spirv.Undef : vector<16xf32>
      spirv.ReturnValue %12 : vector<16xf32>
    }
  }
}
