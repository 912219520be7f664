// FLAGS: --spirv-update-vce
module {
  spirv.module Physical64 OpenCL attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.6, [GroupNonUniformClustered, Int8, MeshShadingEXT, GroupUniformArithmeticKHR, Kernel, SampledBuffer, VulkanMemoryModel, Int16, GroupNonUniformShuffle, Addresses, Vector16, TensorsARM, ExpectAssumeKHR, TensorFloat32RoundingINTEL, VulkanMemoryModelDeviceScope, StorageImageExtendedFormats, SubgroupDispatch, AtomicStorageOps, GroupNonUniformArithmetic, GroupNonUniform], [SPV_KHR_expect_assume, SPV_KHR_16bit_storage, SPV_NV_shader_subgroup_partitioned]>, #spirv.resource_limits<>>} {
    spirv.func @f0(%arg0: f32, %arg1: vector<2xi8>, %arg2: vector<4xi1>) "None" {
      %0 = spirv.Constant true
      spirv.KHR.AssumeTrue %0
      %1 = spirv.Undef : vector<16xi16>
      %2 = spirv.GroupNonUniformUMin <Workgroup> <Reduce> %1 : vector<16xi16> -> vector<16xi16>
      spirv.Return
    }
  }
}
