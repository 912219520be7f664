// FLAGS: --spirv-update-vce
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Addresses, AtomicStorageOps, GroupNonUniformBallot, Int64, Matrix, Shader, GroupNonUniformArithmetic, StorageBuffer16BitAccess, StorageImageMultisample, DenormPreserve, Float16, Int8, Groups, BFloat16TypeKHR, SubgroupDispatch, StorageInputOutput16, GroupUniformArithmeticKHR, GroupNonUniform, Bfloat16ConversionINTEL, Kernel, GroupNonUniformVote], [SPV_INTEL_bfloat16_conversion, SPV_KHR_16bit_storage, SPV_EXT_physical_storage_buffer, SPV_INTEL_optnone, SPV_KHR_storage_buffer_storage_class, SPV_KHR_physical_storage_buffer]>, #spirv.resource_limits<>>} {
  spirv.module Physical64 OpenCL {
    spirv.func @f0(%arg0: i64, %arg1: !spirv.ptr<f32, Image>) "Inline" {
      spirv.MemoryBarrier <Invocation>, <Release|CrossWorkgroupMemory>
      %0 = spirv.Undef : !spirv.ptr<f16, CrossWorkgroup>
      %1 = spirv.ConvertPtrToU %0 : !spirv.ptr<f16, CrossWorkgroup> to i64
      %2 = spirv.Constant 4 : i8
      %3 = spirv.SNegate %2 : i8
      %4 = spirv.Constant 3 : i32
      %5 = spirv.Constant -1 : i32
      %6 = spirv.SDiv %4, %5 : i32
      spirv.Return
    }
  }
  spirv.module Logical GLSL450 requires #spirv.vce<v1.2, [Kernel], []> {
    spirv.GlobalVariable @g1 : !spirv.ptr<!spirv.struct<(f16, i32)>, Output>
    spirv.SpecConstant @sc = 7 : i16
    spirv.func @f0() "None" {
      %0 = spirv.mlir.addressof @g1 : !spirv.ptr<!spirv.struct<(f16, i32)>, Output>
      %1 = spirv.Load "Output" %0 : !spirv.struct<(f16, i32)>
      %2 = spirv.Constant false
      %3 = spirv.GroupNonUniformAny <Subgroup> %2 : i1
      %4 = spirv.Constant 0.5 : f32
      %5 = spirv.Constant -1 : i32
      %6 = spirv.GroupBroadcast <Subgroup> %4, %5 : f32, i32
      spirv.MemoryBarrier <Workgroup>, <AcquireRelease|UniformMemory>
      %7 = spirv.GroupFAdd <Subgroup> <InclusiveScan> %6 : f32
      spirv.Return
    }
  }
}
