// FLAGS: --spirv-update-vce
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.3, [Kernel, Linkage, Int64, Float64, Groups, GroupNonUniformArithmetic, GroupNonUniformBallot, GroupNonUniformShuffle, GroupNonUniformShuffleRelative, GroupUniformArithmeticKHR, VulkanMemoryModelDeviceScope, DotProductInput4x8BitPacked, UniformAndStorageBuffer8BitAccess, StoragePushConstant8, StorageUniform16, StoragePushConstant16, StorageInputOutput16, PhysicalStorageBufferAddresses, Tessellation, ExpectAssumeKHR, CooperativeMatrixKHR, Sampled1D, ImageBuffer, StorageImageExtendedFormats, SampledRect, ImageRect, SubgroupDispatch, ClipDistance, SampleRateShading, ReplicatedCompositesEXT, AtomicStorageOps], [SPV_KHR_storage_buffer_storage_class, SPV_KHR_vulkan_memory_model, SPV_NV_shader_subgroup_partitioned, SPV_KHR_uniform_group_instructions, SPV_KHR_cooperative_matrix, SPV_INTEL_subgroups, SPV_EXT_mesh_shader, SPV_INTEL_tensor_float32_conversion, SPV_KHR_ray_tracing, SPV_EXT_replicated_composites, SPV_KHR_variable_pointers, SPV_KHR_no_integer_wrap_decoration, SPV_KHR_device_group, SPV_KHR_multiview]>, #spirv.resource_limits<>>} {
  spirv.module Logical OpenCL requires #spirv.vce<v1.6, [Shader], []> {
    spirv.GlobalVariable @g1 : !spirv.ptr<i32, Input>
    spirv.SpecConstant @sc = 1.5 : f16
    spirv.func @f0(%arg0: i32) -> i1 "DontInline" {
      %0 = spirv.Undef : !spirv.sampled_image<!spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NoSampler, R32i>>
      %1 = spirv.Image %0 : !spirv.sampled_image<!spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NoSampler, R32i>>
      %2 = spirv.mlir.addressof @g1 : !spirv.ptr<i32, Input>
      %3 = spirv.Load "Input" %2 : i32
      %4 = spirv.Constant dense<-2.0> : vector<2xf32>
      %5 = spirv.INTEL.RoundFToTF32 %4 : vector<2xf32> to vector<2xf32>
      %6 = spirv.Constant 0 : i8
      %7 = spirv.SNegate %6 : i8
      spirv.MemoryBarrier <Device>, <AcquireRelease|Volatile>
      %8 = spirv.Constant dense<1.0> : vector<16xf16>
      %9 = spirv.GroupNonUniformShuffleUp <Workgroup> %8, %3 : vector<16xf16>, i32
      %10 = spirv.Constant true
      spirv.ReturnValue %10 : i1
    }
  }
  spirv.module Physical32 OpenCL {
    spirv.GlobalVariable @g1 : !spirv.ptr<!spirv.struct<(i8, i32)>, CrossWorkgroup>
    spirv.func @f0() -> vector<4xi64> "None" {
      %0 = spirv.Constant dense<-1> : vector<4xi16>
      %1 = spirv.INTEL.ConvertBF16ToF %0 : vector<4xi16> to vector<4xf32>
      %2 = spirv.Constant -1 : i64
      %3 = spirv.IMul %2, %2 : i64
      %4 = spirv.Constant dense<3> : vector<3xi32>
      %5 = spirv.Constant dense<-1> : vector<3xi32>
      %6 = spirv.BitwiseAnd %4, %5 : vector<3xi32>
      %7 = spirv.Undef : vector<4xi8>
      %8 = spirv.SUDotAccSat %7, %7, %2 : vector<4xi8> -> i64
      %9 = spirv.Constant dense<3> : vector<4xi64>
      spirv.ReturnValue %9 : vector<4xi64>
    }
    spirv.func @f1() "Const" {
      %0 = spirv.Constant dense<0.5> : vector<4xf32>
      %1 = spirv.IsInf %0 : vector<4xf32>
      %2 = spirv.Constant dense<1.0> : vector<3xf64>
      %3 = spirv.ConvertFToU %2 : vector<3xf64> to vector<3xi64>
      %4 = spirv.Constant -2.0 : f32
      %5 = spirv.FRem %4, %4 : f32
      %6 = spirv.KHR.CooperativeMatrixLength : !spirv.coopmatrix<8x16xf64, Subgroup, MatrixA>
      %7 = spirv.Undef : !spirv.ptr<!spirv.struct<(i8, i32)>, Private>
      %8 = spirv.Load "Private" %7 : !spirv.struct<(i8, i32)>
      %9 = spirv.mlir.addressof @g1 : !spirv.ptr<!spirv.struct<(i8, i32)>, CrossWorkgroup>
      %10 = spirv.Load "CrossWorkgroup" %9 : !spirv.struct<(i8, i32)>
      spirv.Return
    }
  }
}
