// FLAGS: --spirv-update-vce
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.3, [Groups, Matrix, Shader, GroupUniformArithmeticKHR, DotProductInput4x8BitPacked, StoragePushConstant8, BFloat16TypeKHR, Vector16, Int8, StorageImageMultisample, ExpectAssumeKHR, GroupNonUniformArithmetic, Int64, GroupNonUniformPartitionedNV], [SPV_KHR_multiview, SPV_NV_shader_subgroup_partitioned, SPV_KHR_8bit_storage, SPV_KHR_storage_buffer_storage_class, SPV_KHR_expect_assume, SPV_EXT_shader_atomic_float_add, SPV_KHR_no_integer_wrap_decoration, SPV_KHR_cooperative_matrix, SPV_KHR_ray_tracing]>, #spirv.resource_limits<>>} {
  spirv.module Logical GLSL450 requires #spirv.vce<v1.1, [Kernel], []> {
    spirv.func @f0(%arg0: vector<2xf32>, %arg1: f32) -> i8 "Inline" {
      %0 = spirv.Constant 0 : i64
      %1 = spirv.GroupNonUniformBitwiseXor <Subgroup> <PartitionedReduceNV> %0 : i64 -> i64
      %2 = spirv.Constant true
      spirv.KHR.AssumeTrue %2
      %3 = spirv.Constant 4 : i8
      spirv.ReturnValue %3 : i8
    }
  }
}
