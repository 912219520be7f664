// FLAGS: --spirv-update-vce
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.3, [SubgroupDispatch, Int16, Kernel, Matrix, GroupNonUniformVote, OptNoneINTEL, GenericPointer, Shader, PhysicalStorageBufferAddresses, ReplicatedCompositesEXT, DotProductInput4x8Bit, AtomicFloat16AddEXT, StoragePushConstant16, DeviceEnqueue, VulkanMemoryModelDeviceScope, GroupNonUniformQuad, VulkanMemoryModel, ImageBuffer, Int64, Addresses, SubgroupBallotKHR, Float16, SignedZeroInfNanPreserve, Groups, Vector16, StorageImageExtendedFormats, DotProductInputAll, Float16Buffer], [SPV_NV_shader_subgroup_partitioned, SPV_KHR_expect_assume, SPV_KHR_shader_ballot, SPV_EXT_physical_storage_buffer, SPV_EXT_replicated_composites, SPV_KHR_subgroup_rotate, SPV_EXT_shader_atomic_float_add, SPV_KHR_vulkan_memory_model]>, #spirv.resource_limits<>>} {
  spirv.module PhysicalStorageBuffer64 GLSL450 {
    spirv.SpecConstant @sc = 42 : i64
    spirv.func @f0() "OptNoneINTEL" {
      %0 = spirv.Constant true
      %1 = spirv.KHR.SubgroupBallot %0 : vector<4xi32>
      %2 = spirv.EXT.ConstantCompositeReplicate [0.5 : f32] : vector<8xf32>
      %3 = spirv.Undef : !spirv.ptr<i32, CrossWorkgroup>
      %4 = spirv.Constant 0 : i32
      %5 = spirv.AtomicCompareExchange <Device> <AcquireRelease|UniformMemory> <Acquire> %3, %4, %4 : !spirv.ptr<i32, CrossWorkgroup>
      spirv.Return
    }
  }
  spirv.module Logical GLSL450 requires #spirv.vce<v1.5, [Shader], []> {
    spirv.GlobalVariable @g1 : !spirv.ptr<i32, CrossWorkgroup>
    spirv.func @f0() "Inline" {
      %0 = spirv.Constant dense<1.0> : vector<2xf32>
      %1 = spirv.GroupNonUniformAllEqual <Subgroup> %0 : vector<2xf32>, i1
      %2 = spirv.mlir.addressof @g1 : !spirv.ptr<i32, CrossWorkgroup>
      %3 = spirv.PtrCastToGeneric %2 : !spirv.ptr<i32, CrossWorkgroup> to !spirv.ptr<i32, Generic>
      %4 = spirv.Constant 3 : i32
      %5 = spirv.CL.s_abs %4 : i32
      %6 = spirv.Constant -2.0 : f16
      %7 = spirv.ConvertFToU %6 : f16 to i16
      spirv.Return
    }
    spirv.EntryPoint "GLCompute" @f0
    spirv.ExecutionMode @f0 "SubgroupSize", 32
  }
}
