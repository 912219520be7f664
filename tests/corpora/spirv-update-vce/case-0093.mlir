// FLAGS: --spirv-update-vce
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.4, [DotProductInputAll, TensorFloat32RoundingINTEL, GroupNonUniform, StoragePushConstant16, ImageBuffer, GroupNonUniformPartitionedNV, DenormPreserve, StoragePushConstant8, Int8, GroupNonUniformVote, GroupNonUniformArithmetic, Int16, Int64, TensorsARM, BFloat16TypeKHR, Shader, GroupNonUniformBallot, ExpectAssumeKHR, Matrix, SignedZeroInfNanPreserve], [SPV_KHR_subgroup_rotate, SPV_KHR_vulkan_memory_model, SPV_EXT_shader_atomic_float_add, SPV_EXT_physical_storage_buffer]>, #spirv.resource_limits<>>} {
  spirv.module Logical GLSL450 requires #spirv.vce<v1.5, [Shader], []> {
    spirv.func @f0(%arg0: i16, %arg1: !spirv.ptr<!spirv.struct<(i8, i32)>, Output>) "None" {
      %var0 = spirv.Variable : !spirv.ptr<!spirv.struct<(i32, i32)>, Function>
      %0 = spirv.Constant dense<true> : vector<4xi1>
      %1 = spirv.GroupNonUniformLogicalXor <Subgroup> <ExclusiveScan> %0 : vector<4xi1> -> vector<4xi1>
      %2 = spirv.Load "Function" %var0 : !spirv.struct<(i32, i32)>
      %3 = spirv.Constant dense<-2.0> : vector<2xf32>
      %4 = spirv.CompositeExtract %3[1 : i32] : vector<2xf32>
      spirv.Return
    }
  }
}
