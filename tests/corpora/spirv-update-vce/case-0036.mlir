// FLAGS: --spirv-update-vce
module {
  spirv.module Logical GLSL450 attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.5, [TensorFloat32RoundingINTEL, MeshShadingEXT, Int8, Matrix, SignedZeroInfNanPreserve, Shader], [SPV_KHR_float_controls, SPV_INTEL_tensor_float32_conversion]>, #spirv.resource_limits<>>} {
    spirv.func @f0() "Inline" {
      %0 = spirv.Constant 3 : i32
      spirv.EXT.SetMeshOutputs %0, %0 : i32, i32
      %1 = spirv.Constant dense<-2.0> : vector<4xf32>
      %2 = spirv.GL.FAbs %1 : vector<4xf32>
      %3 = spirv.Constant dense<-1> : vector<3xi8>
      %4 = spirv.BitwiseXor %3, %3 : vector<3xi8>
      %5 = spirv.Undef : vector<3xi32>
      %6 = spirv.BitwiseXor %5, %5 : vector<3xi32>
      %7 = spirv.Constant dense<0.5> : vector<2xf32>
      %8 = spirv.INTEL.RoundFToTF32 %7 : vector<2xf32> to vector<2xf32>
      spirv.Return
    }
    spirv.EntryPoint "GLCompute" @f0
    spirv.ExecutionMode @f0 "SignedZeroInfNanPreserve", 32
  }
  spirv.module Logical GLSL450 attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.6, [Matrix, DotProduct, Float64, GroupNonUniformShuffle, Float16Buffer, Shader, GenericPointer, StoragePushConstant8, Float16, DotProductInputAll, TensorFloat32RoundingINTEL, GroupNonUniformBallot, SampledRect, GroupNonUniformArithmetic, CooperativeMatrixKHR, GroupNonUniform, DotProductInput4x8BitPacked, Kernel, VulkanMemoryModel, ImageRect, UniformAndStorageBuffer8BitAccess, PhysicalStorageBufferAddresses, GroupNonUniformPartitionedNV, TensorsARM], [SPV_INTEL_subgroups, SPV_EXT_shader_atomic_float_add, SPV_EXT_mesh_shader, SPV_KHR_shader_ballot, SPV_KHR_subgroup_rotate, SPV_NV_shader_subgroup_partitioned]>, #spirv.resource_limits<>>} {
    spirv.GlobalVariable @g1 : !spirv.ptr<f32, Input>
    spirv.func @f0(%arg0: f16) -> vector<4xi32> "None" {
      spirv.MemoryBarrier <Workgroup>, <Release|MakeAvailable>
      %0 = spirv.mlir.addressof @g1 : !spirv.ptr<f32, Input>
      %1 = spirv.Load "Input" %0 ["Aligned", 8] : f32
      %2 = spirv.Constant dense<1.0> : vector<4xf64>
      %3 = spirv.ConvertFToU %2 : vector<4xf64> to vector<4xi32>
      %4 = spirv.Constant dense<1.0> : vector<2xf16>
      %5 = spirv.GroupNonUniformFMax <Subgroup> <PartitionedReduceNV> %4 : vector<2xf16> -> vector<2xf16>
      %6 = spirv.Constant 3 : i32
      %7 = spirv.SUDotAccSat %6, %6, %6, <PackedVectorFormat4x8Bit> : i32 -> i32
      %8 = spirv.Constant dense<0> : vector<4xi32>
      spirv.ReturnValue %8 : vector<4xi32>
    }
  }
}
