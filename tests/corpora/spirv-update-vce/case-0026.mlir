// FLAGS: --spirv-update-vce
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.3, [Kernel, GroupNonUniformRotateKHR, AtomicFloat16AddEXT, PhysicalStorageBufferAddresses, Addresses, DenormPreserve, Shader, MeshShadingEXT, AtomicStorageOps, Groups, SubgroupBallotKHR, Float64, ImageMSArray, Bfloat16ConversionINTEL, GroupNonUniform], [SPV_KHR_ray_tracing, SPV_KHR_float_controls, SPV_KHR_physical_storage_buffer, SPV_INTEL_optnone, SPV_KHR_multiview]>, #spirv.resource_limits<>>} {
  spirv.module Physical64 OpenCL {
    spirv.func @f0(%arg0: f32) "None" {
      %0 = spirv.Constant -2.0 : f64
      %1 = spirv.FMul %0, %0 : f64
      %2 = spirv.Constant 4 : i32
      %3 = spirv.Undef : i32
      %4 = spirv.GroupNonUniformRotateKHR <Workgroup> %3, %2, cluster_size(%2) : i32, i32, i32 -> i32
      %5 = spirv.Constant 0.5 : f32
      %6 = spirv.FMul %5, %5 : f32
      %7 = spirv.Constant dense<0> : vector<3xi32>
      %8 = spirv.BitwiseXor %7, %7 : vector<3xi32>
      spirv.Return
    }
  }
}
