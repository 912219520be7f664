// FLAGS: --spirv-update-vce
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.3, [Shader, Kernel, Linkage, Vector16, AtomicStorage, Int64Atomics, GroupNonUniform, GroupNonUniformVote, GroupNonUniformShuffle, GroupNonUniformQuad, GroupNonUniformPartitionedNV, VulkanMemoryModel, DotProduct, DotProductInput4x8Bit, DotProductInput4x8BitPacked, DotProductInputAll, UniformAndStorageBuffer8BitAccess, StorageBuffer16BitAccess, StorageUniform16, StoragePushConstant16, SubgroupBallotKHR, SubgroupBufferBlockIOINTEL, BFloat16TypeKHR, AtomicFloat16AddEXT, AtomicFloat64AddEXT, ImageQuery, ImageBuffer, StorageImageExtendedFormats, ImageMSArray, TensorFloat32RoundingINTEL, RayTracingKHR, ClipDistance, SampleRateShading, DeviceGroup], [SPV_KHR_storage_buffer_storage_class, SPV_KHR_8bit_storage, SPV_KHR_16bit_storage, SPV_NV_shader_subgroup_partitioned, SPV_KHR_cooperative_matrix, SPV_KHR_bfloat16, SPV_EXT_shader_atomic_float16_add, SPV_INTEL_optnone, SPV_ARM_tensors, SPV_ARM_graph, SPV_KHR_no_integer_wrap_decoration, SPV_KHR_multiview]>, #spirv.resource_limits<>>} {
  spirv.module PhysicalStorageBuffer64 GLSL450 {
    spirv.GlobalVariable @g1 bind(0, 1) : !spirv.ptr<f64, Uniform>
    spirv.GlobalVariable @g2 : !spirv.ptr<!spirv.struct<(i64, i32)>, UniformConstant>
    spirv.func @f0(%arg0: vector<3xi64>, %arg1: vector<4xf32>, %arg2: vector<8xi64>) "DontInline" {
      %0 = spirv.mlir.addressof @g1 : !spirv.ptr<f64, Uniform>
      %1 = spirv.Constant 1.0 : f64
      %2 = spirv.EXT.AtomicFAdd <Workgroup> <AcquireRelease|Volatile> %0, %1 : !spirv.ptr<f64, Uniform>
      %3 = spirv.Constant dense<-1> : vector<4xi16>
      %4 = spirv.GroupNonUniformBitwiseAnd <Subgroup> <InclusiveScan> %3 : vector<4xi16> -> vector<4xi16>
      %5 = spirv.mlir.addressof @g2 : !spirv.ptr<!spirv.struct<(i64, i32)>, UniformConstant>
      %6 = spirv.Load "UniformConstant" %5 : !spirv.struct<(i64, i32)>
      spirv.Return
    }
  }
  spirv.module Logical OpenCL {
    spirv.SpecConstant @sc = 2.0 : f64
    spirv.func @f0() -> f32 "DontInline" {
      %0 = spirv.Constant 1.0 : f32
      %1 = spirv.Constant 1.0 : f32
      %2 = spirv.FDiv %0, %1 : f32
      %3 = spirv.Constant dense<-2.0> : vector<3xf16>
      %4 = spirv.FNegate %3 : vector<3xf16>
      %5 = spirv.Constant -2.0 : f64
      %6 = spirv.Undef : i32
      %7 = spirv.GroupNonUniformShuffleXor <Subgroup> %5, %6 : f64, i32
      %8 = spirv.UDiv %6, %6 : i32
      spirv.ReturnValue %1 : f32
    }
  }
}
