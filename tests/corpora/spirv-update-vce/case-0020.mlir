// FLAGS: --spirv-update-vce
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.6, [DeviceGroup, StorageInputOutput16, DotProductInput4x8Bit, StoragePushConstant8, MeshShadingEXT, SampleRateShading, ExpectAssumeKHR, StoragePushConstant16, StorageBuffer16BitAccess, Kernel, AtomicStorage, CooperativeMatrixKHR, GroupNonUniformPartitionedNV, Vector16, Sampled1D, Float16, Bfloat16ConversionINTEL, Shader, ImageQuery, StorageImageExtendedFormats, SampledRect, ReplicatedCompositesEXT, Matrix, AtomicFloat64AddEXT, VulkanMemoryModelDeviceScope, Image1D], [SPV_EXT_replicated_composites, SPV_KHR_storage_buffer_storage_class, SPV_KHR_16bit_storage, SPV_INTEL_subgroups, SPV_KHR_cooperative_matrix]>, #spirv.resource_limits<>>} {
  spirv.module Physical64 OpenCL {
    spirv.func @f0() "None" {
      %0 = spirv.Constant dense<-2.0> : vector<2xf32>
      %1 = spirv.FDiv %0, %0 : vector<2xf32>
      %2 = spirv.Constant 0.5 : f32
      %3 = spirv.FNegate %2 : f32
      %4 = spirv.EXT.ConstantCompositeReplicate [0.5 : f16] : vector<16xf16>
      %5 = spirv.Undef : !spirv.ptr<i32, StorageBuffer>
      %6 = spirv.Constant 0 : i32
      spirv.Store "StorageBuffer" %5, %6 ["Volatile"] : i32
      %7 = spirv.KHR.CooperativeMatrixLength : !spirv.coopmatrix<8x16xf16, Subgroup, MatrixB>
      %8 = spirv.Undef : !spirv.image<f32, Dim1D, NoDepth, NonArrayed, SingleSampled, SamplerUnknown, Rg16>
      %9 = spirv.ImageQuerySize %8 : !spirv.image<f32, Dim1D, NoDepth, NonArrayed, SingleSampled, SamplerUnknown, Rg16> -> i32
      spirv.Return
    }
    spirv.EntryPoint "GLCompute" @f0
    spirv.ExecutionMode @f0 "LocalSize", 8, 4, 1
  }
}
