// FLAGS: --spirv-update-vce
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.3, [StoragePushConstant16, Int64, ClipDistance, CullDistance, Shader, GroupNonUniformClustered, SignedZeroInfNanPreserve, AtomicStorageOps, GroupNonUniform, StorageBuffer8BitAccess, Matrix, Int16, GroupNonUniformQuad, BFloat16TypeKHR, Addresses, ImageRect, GraphARM, Float64], [SPV_INTEL_bfloat16_conversion, SPV_KHR_variable_pointers, SPV_KHR_float_controls, SPV_INTEL_optnone, SPV_EXT_mesh_shader, SPV_KHR_integer_dot_product]>, #spirv.resource_limits<>>} {
  spirv.module Physical32 OpenCL {
    spirv.func @f0() "Const" {
      %0 = spirv.Constant 1 : i32
      %1 = spirv.Constant 3 : i64
      %2 = spirv.GroupNonUniformQuadSwap <Subgroup> %1 %0 : i64, i32
      %3 = spirv.Constant dense<-2.0> : vector<2xf64>
      %4 = spirv.FAdd %3, %3 : vector<2xf64>
      %5 = spirv.Undef : f32
      %6 = spirv.GL.Floor %5 : f32
      %7 = spirv.Constant true
      %8 = spirv.LogicalAnd %7, %7 : i1
      spirv.Return
    }
    spirv.EntryPoint "Fragment" @f0
    spirv.ExecutionMode @f0 "SignedZeroInfNanPreserve", 32
  }
}
