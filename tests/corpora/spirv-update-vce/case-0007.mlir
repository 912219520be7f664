// FLAGS: --spirv-update-vce
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.6, [Shader, Linkage, Float16, Float64, Vector16, GenericPointer, Groups, AtomicStorage, GroupNonUniform, GroupNonUniformArithmetic, GroupNonUniformVote, GroupNonUniformQuad, GroupUniformArithmeticKHR, VulkanMemoryModel, VulkanMemoryModelDeviceScope, DotProductInput4x8Bit, DotProductInputAll, StorageBuffer8BitAccess, UniformAndStorageBuffer8BitAccess, StorageBuffer16BitAccess, StorageInputOutput16, PhysicalStorageBufferAddresses, ExpectAssumeKHR, SubgroupBufferBlockIOINTEL, Bfloat16ConversionINTEL, BFloat16TypeKHR, AtomicFloat64AddEXT, Sampled1D, StorageImageExtendedFormats, SampledRect, StorageImageMultisample, SubgroupDispatch, ReplicatedCompositesEXT], [SPV_KHR_16bit_storage, SPV_KHR_integer_dot_product, SPV_KHR_expect_assume, SPV_INTEL_bfloat16_conversion, SPV_EXT_mesh_shader, SPV_EXT_replicated_composites, SPV_KHR_variable_pointers, SPV_KHR_device_group, SPV_KHR_multiview]>, #spirv.resource_limits<>>} {
  spirv.module Logical GLSL450 requires #spirv.vce<v1.5, [Shader], []> attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.3, [Float64, GroupNonUniformVote, GroupNonUniformRotateKHR, Shader, ReplicatedCompositesEXT, Vector16, GroupNonUniformShuffle, Groups, SubgroupBallotKHR, Matrix, GraphARM, Image1D, Int64, Int8, BFloat16TypeKHR, StorageUniform16, GenericPointer, Kernel, DotProduct, GroupNonUniform, GroupNonUniformShuffleRelative], [SPV_EXT_mesh_shader, SPV_EXT_shader_atomic_float16_add, SPV_KHR_bfloat16, SPV_KHR_shader_ballot, SPV_EXT_physical_storage_buffer, SPV_ARM_graph, SPV_EXT_replicated_composites]>, #spirv.resource_limits<>>} {
    spirv.GlobalVariable @g1 bind(0, 1) : !spirv.ptr<i64, Uniform>
    spirv.func @f0() "None" {
      %0 = spirv.mlir.addressof @g1 : !spirv.ptr<i64, Uniform>
      %1 = spirv.Constant 3 : i64
      %2 = spirv.AtomicAnd <Device> <Acquire|ImageMemory> %0, %1 : !spirv.ptr<i64, Uniform>
      %3 = spirv.EXT.ConstantCompositeReplicate [-1 : i64] : vector<16xi64>
      %4 = spirv.EXT.ConstantCompositeReplicate [0.5 : f64] : vector<4xf64>
      %5 = spirv.Undef : vector<4xi8>
      %6 = spirv.ShiftLeftLogical %5, %5 : vector<4xi8>, vector<4xi8>
      %7 = spirv.Undef : vector<16xbf16>
      %8 = spirv.ConvertFToS %7 : vector<16xbf16> to vector<16xi32>
      %9 = spirv.Constant 1.0 : f32
      %10 = spirv.Undef : i32
      %11 = spirv.GroupNonUniformShuffleUp <Subgroup> %9, %10 : f32, i32
      spirv.Return
    }
    spirv.EntryPoint "Kernel" @f0
    spirv.ExecutionMode @f0 "OriginUpperLeft"
  }
}
