// FLAGS: --spirv-update-vce
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.6, [GroupNonUniformShuffle, ImageBuffer, Geometry, StorageImageExtendedFormats, SampleRateShading, SampledRect, Int64, OptNoneINTEL, Vector16, StorageBuffer16BitAccess, GroupNonUniformRotateKHR, PhysicalStorageBufferAddresses, Kernel, ReplicatedCompositesEXT, Addresses, GroupNonUniformBallot, ImageRect, VulkanMemoryModel, Int16, Shader, Sampled1D, ImageQuery, AtomicFloat64AddEXT, Matrix, StorageUniform16, GroupNonUniform, Float16], [SPV_KHR_16bit_storage, SPV_KHR_storage_buffer_storage_class, SPV_KHR_bfloat16]>, #spirv.resource_limits<>>} {
  spirv.module Logical GLSL450 {
    spirv.GlobalVariable @g1 : !spirv.ptr<i32, CrossWorkgroup>
    spirv.GlobalVariable @g2 : !spirv.ptr<!spirv.array<4 x i16>, Workgroup>
    spirv.func @f0() -> vector<4xi64> "None" {
      %0 = spirv.Constant dense<1.0> : vector<16xf16>
      %1 = spirv.GL.Exp %0 : vector<16xf16>
      %2 = spirv.mlir.addressof @g1 : !spirv.ptr<i32, CrossWorkgroup>
      %3 = spirv.Constant -1 : i32
      %4 = spirv.AtomicUMin <Device> <AcquireRelease|AtomicCounterMemory> %2, %3 : !spirv.ptr<i32, CrossWorkgroup>
      %5 = spirv.Constant dense<-2.0> : vector<3xf16>
      %6 = spirv.GL.Sin %5 : vector<3xf16>
      %7 = spirv.mlir.addressof @g2 : !spirv.ptr<!spirv.array<4 x i16>, Workgroup>
      %8 = spirv.AccessChain %7[%4] : !spirv.ptr<!spirv.array<4 x i16>, Workgroup>, i32 -> !spirv.ptr<i16, Workgroup>
      %9 = spirv.Constant dense<-1> : vector<4xi64>
      spirv.ReturnValue %9 : vector<4xi64>
    }
    spirv.func @f1(%arg0: !spirv.ptr<f16, Uniform>, %arg1: f32, %arg2: vector<3xf32>) "None" {
      %0 = spirv.Undef : !spirv.image<f32, Rect, NoDepth, NonArrayed, SingleSampled, NoSampler, Unknown>
      %1 = spirv.ImageQuerySize %0 : !spirv.image<f32, Rect, NoDepth, NonArrayed, SingleSampled, NoSampler, Unknown> -> vector<2xi32>
      %2 = spirv.Constant 1 : i64
      %3 = spirv.Constant 1 : i64
      %4 = spirv.CompositeConstruct %2, %3 : (i64, i64) -> vector<2xi64>
      spirv.Return
    }
  }
  spirv.module Logical GLSL450 {
    spirv.func @f0(%arg0: vector<2xf32>, %arg1: vector<2xf32>, %arg2: vector<8xf32>) -> f16 "OptNoneINTEL" {
      %0 = spirv.Constant dense<-1> : vector<8xi32>
      %1 = spirv.IMul %0, %0 : vector<8xi32>
      %2 = spirv.Constant 0.5 : f32
      %3 = spirv.FAdd %2, %2 : f32
      spirv.ControlBarrier <QueueFamily>, <Workgroup>, <Release|OutputMemory>
      %4 = spirv.Constant 1.0 : f16
      spirv.ReturnValue %4 : f16
    }
  }
}
