// FLAGS: --spirv-update-vce
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.6, [DeviceGroup, DotProductInput4x8BitPacked, ImageMSArray, Kernel, VulkanMemoryModel, Float64, GroupNonUniformBallot, OptNoneINTEL, Int16, GroupNonUniformArithmetic, Linkage, Int64, ImageQuery, AtomicStorageOps, GroupNonUniformShuffleRelative, SubgroupBufferBlockIOINTEL, Shader, Addresses, SampleRateShading, StorageInputOutput16, Matrix, Vector16, CooperativeMatrixKHR, DotProductInput4x8Bit, GroupNonUniform], [SPV_EXT_shader_atomic_float_add, SPV_KHR_16bit_storage, SPV_INTEL_bfloat16_conversion, SPV_KHR_multiview, SPV_INTEL_tensor_float32_conversion, SPV_KHR_8bit_storage, SPV_KHR_cooperative_matrix, SPV_KHR_vulkan_memory_model]>, #spirv.resource_limits<>>} {
  spirv.module Logical GLSL450 {
    spirv.GlobalVariable @g1 : !spirv.ptr<!spirv.struct<(i16, i32)>, Output>
    spirv.func @f0() -> i32 "Inline|Pure" {
      %0 = spirv.Constant 4 : i32
      %1 = spirv.GroupNonUniformSMin <Subgroup> <Reduce> %0 : i32 -> i32
      %2 = spirv.Constant dense<3> : vector<4xi64>
      %3 = spirv.Constant dense<0> : vector<4xi64>
      %4 = spirv.UDiv %2, %3 : vector<4xi64>
      %5 = spirv.Constant dense<-1> : vector<3xi16>
      %6 = spirv.Constant dense<3> : vector<3xi16>
      %7 = spirv.IAdd %5, %6 : vector<3xi16>
      %8 = spirv.mlir.addressof @g1 : !spirv.ptr<!spirv.struct<(i16, i32)>, Output>
      %9 = spirv.Load "Output" %8 : !spirv.struct<(i16, i32)>
      %10 = spirv.Constant -2.0 : f64
      %11 = spirv.GroupNonUniformShuffleUp <Workgroup> %10, %1 : f64, i32
      %12 = spirv.Constant dense<3> : vector<3xi32>
      %13 = spirv.GL.FindUMsb %12 : vector<3xi32>
      spirv.ReturnValue %0 : i32
    }
  }
  spirv.module Logical GLSL450 {
    spirv.GlobalVariable @g1 bind(0, 1) : !spirv.ptr<f32, Uniform>
    spirv.func @f0() "None" {
      %0 = spirv.Constant dense<0> : vector<8xi16>
      %1 = spirv.SRem %0, %0 : vector<8xi16>
      %2 = spirv.Undef : i32
      %3 = spirv.SRem %2, %2 : i32
      %4 = spirv.Undef : !spirv.image<f32, Dim3D, NoDepth, NonArrayed, SingleSampled, NoSampler, Unknown>
      %5 = spirv.ImageQuerySize %4 : !spirv.image<f32, Dim3D, NoDepth, NonArrayed, SingleSampled, NoSampler, Unknown> -> vector<3xi32>
      spirv.Return
    }
    spirv.func @f1(%arg0: i32, %arg1: i32) "None" {
      %0 = spirv.mlir.addressof @g1 : !spirv.ptr<f32, Uniform>
      %1 = spirv.Load "Uniform" %0 : f32
      %2 = spirv.Constant dense<0.5> : vector<3xf32>
      %3 = spirv.GroupNonUniformFAdd <Subgroup> <Reduce> %2 : vector<3xf32> -> vector<3xf32>
      %4 = spirv.Constant false
      %5 = spirv.GroupNonUniformBallot <Workgroup> %4 : vector<4xi32>
      %6 = spirv.Undef : !spirv.coopmatrix<8x16xf32, Subgroup, MatrixA>
      spirv.Return
    }
    spirv.EntryPoint "Kernel" @f0
    spirv.ExecutionMode @f0 "LocalSize", 8, 4, 1
  }
  spirv.module Logical GLSL450 {
    spirv.func @f0(%arg0: vector<3xf32>) -> i16 "None" {
      %0 = spirv.Constant dense<-2.0> : vector<8xf32>
      %1 = spirv.GroupNonUniformFMax <Subgroup> <Reduce> %0 : vector<8xf32> -> vector<8xf32>
      spirv.ControlBarrier <Device>, <Workgroup>, <Release>
      %2 = spirv.Constant -1 : i32
      %3 = spirv.CL.s_abs %2 : i32
      %4 = spirv.Constant -1 : i16
      spirv.ReturnValue %4 : i16
    }
    spirv.func @f1(%arg0: vector<2xi32>, %arg1: vector<16xi1>, %arg2: i32) -> i1 "OptNoneINTEL" {
      %0 = spirv.Undef : !spirv.sampled_image<!spirv.image<f32, Dim3D, NoDepth, NonArrayed, SingleSampled, SamplerUnknown, Rgba8>>
      %1 = spirv.Image %0 : !spirv.sampled_image<!spirv.image<f32, Dim3D, NoDepth, NonArrayed, SingleSampled, SamplerUnknown, Rgba8>>
      %2 = spirv.Undef : !spirv.matrix<4 x vector<4xf64>>
      %3 = spirv.Constant 0.5 : f64
      %4 = spirv.MatrixTimesScalar %2, %3 : !spirv.matrix<4 x vector<4xf64>>, f64
      %5 = spirv.Constant dense<3> : vector<4xi16>
      %6 = spirv.SDiv %5, %5 : vector<4xi16>
      %7 = spirv.Constant false
      spirv.ReturnValue %7 : i1
    }
  }
}
