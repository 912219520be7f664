// FLAGS: --spirv-update-vce
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.6, [SampledCubeArray, GroupUniformArithmeticKHR, SubgroupDispatch, StorageInputOutput16, BFloat16TypeKHR, CooperativeMatrixKHR, ExpectAssumeKHR, StorageBuffer16BitAccess, Kernel, Vector16, RayTracingKHR, Sampled1D, Matrix, DeviceEnqueue, GroupNonUniformShuffle, UniformAndStorageBuffer8BitAccess, Shader, GroupNonUniformArithmetic, SampledBuffer, StoragePushConstant8, Int16, Int64, SubgroupBallotKHR, Int8, GroupNonUniform, GroupNonUniformBallot], [SPV_KHR_vulkan_memory_model, SPV_INTEL_optnone, SPV_KHR_16bit_storage, SPV_KHR_cooperative_matrix, SPV_INTEL_bfloat16_conversion, SPV_ARM_graph]>, #spirv.resource_limits<>>} {
  spirv.module Logical GLSL450 {
    spirv.func @f0(%arg0: !spirv.ptr<f16, Output>, %arg1: vector<16xi16>, %arg2: vector<8xf32>) "None" {
      %0 = spirv.Constant 1 : i8
      %1 = spirv.Constant 3 : i8
      %2 = spirv.UGreaterThan %0, %1 : i8
      %3 = spirv.Constant 0 : i32
      %4 = spirv.Constant 1 : i64
      %5 = spirv.GroupNonUniformBroadcast <Subgroup> %4, %3 : i64, i32
      spirv.Return
    }
  }
  spirv.module Logical GLSL450 {
    spirv.func @f0() "None" {
      %0 = spirv.Constant dense<3> : vector<4xi16>
      %1 = spirv.Constant 4 : i32
      %2 = spirv.GroupNonUniformShuffle <Subgroup> %0, %1 : vector<4xi16>, i32
      %3 = spirv.Undef : !spirv.coopmatrix<8x16xf32, Subgroup, MatrixA>
      spirv.Return
    }
    spirv.EntryPoint "Fragment" @f0
    spirv.ExecutionMode @f0 "SubgroupSize", 32
  }
}
