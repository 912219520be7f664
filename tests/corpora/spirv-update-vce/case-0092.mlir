// FLAGS: --spirv-update-vce
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.6, [Int64, ExpectAssumeKHR, GroupNonUniform, OptNoneINTEL, Shader, Geometry, SampleRateShading, StorageBuffer8BitAccess, Linkage, GroupNonUniformRotateKHR, Int16, Addresses, MeshShadingEXT, StorageBuffer16BitAccess, StorageInputOutput16, UniformAndStorageBuffer8BitAccess, VulkanMemoryModel, DotProductInputAll, StorageImageExtendedFormats, PhysicalStorageBufferAddresses, Float64, Matrix, CooperativeMatrixKHR, RayTracingKHR, Float16, GroupNonUniformArithmetic, SampledCubeArray, Kernel, GroupNonUniformQuad, Vector16], [SPV_ARM_tensors, SPV_KHR_16bit_storage, SPV_KHR_cooperative_matrix, SPV_KHR_expect_assume, SPV_KHR_storage_buffer_storage_class, SPV_KHR_shader_ballot, SPV_EXT_replicated_composites]>, #spirv.resource_limits<>>} {
  spirv.module Logical GLSL450 requires #spirv.vce<v1.3, [Shader], []> {
    spirv.func @f0() "OptNoneINTEL" {
      %var0 = spirv.Variable : !spirv.ptr<!spirv.struct<(i64, i32)>, Function>
      %0 = spirv.Load "Function" %var0 : !spirv.struct<(i64, i32)>
      %1 = spirv.Constant 1 : i32
      %2 = spirv.GroupNonUniformBitwiseXor <Subgroup> <Reduce> %1 : i32 -> i32
      %3 = spirv.GroupNonUniformBitwiseXor <Subgroup> <Reduce> %2 : i32 -> i32
      spirv.ControlBarrier <Workgroup>, <Workgroup>, <Acquire>
      spirv.Return
    }
  }
  spirv.module Physical64 OpenCL {
    spirv.GlobalVariable @g1 bind(0, 1) : !spirv.ptr<i32, Uniform>
    spirv.GlobalVariable @g2 : !spirv.ptr<!spirv.struct<(!spirv.array<4 x i16, stride=2> [0])>, StorageBuffer>
    spirv.func @f0() "None" {
      %0 = spirv.Undef : !spirv.ptr<f16, PhysicalStorageBuffer>
      %1 = spirv.ConvertPtrToU %0 : !spirv.ptr<f16, PhysicalStorageBuffer> to i32
      %2 = spirv.mlir.addressof @g1 : !spirv.ptr<i32, Uniform>
      %3 = spirv.AtomicAnd <Device> <AcquireRelease|UniformMemory> %2, %1 : !spirv.ptr<i32, Uniform>
      %4 = spirv.Constant dense<3> : vector<4xi64>
      %5 = spirv.CL.s_abs %4 : vector<4xi64>
      %6 = spirv.Undef : vector<2xf32>
      %7 = spirv.Constant dense<1.0> : vector<2xf32>
      %8 = spirv.GL.FMix %6 : vector<2xf32>, %7 : vector<2xf32>, %6 : vector<2xf32> -> vector<2xf32>
      %9 = spirv.mlir.addressof @g2 : !spirv.ptr<!spirv.struct<(!spirv.array<4 x i16, stride=2> [0])>, StorageBuffer>
      %10 = spirv.Undef : !spirv.struct<(!spirv.array<4 x i16, stride=2> [0])>
      spirv.Store "StorageBuffer" %9, %10 ["Nontemporal"] : !spirv.struct<(!spirv.array<4 x i16, stride=2> [0])>
      %11 = spirv.Constant dense<1> : vector<3xi32>
      %12 = spirv.GL.FindUMsb %11 : vector<3xi32>
      spirv.Return
    }
    spirv.func @f1(%arg0: i32, %arg1: vector<3xi64>) "OptNoneINTEL" {
      %0 = spirv.Constant 4 : i32
      %1 = spirv.Undef : i32
      %2 = spirv.BitFieldInsert %arg0, %arg0, %0, %1 : i32, i32, i32
      %3 = spirv.Constant false
      spirv.KHR.AssumeTrue %3
      %4 = spirv.Undef : !spirv.coopmatrix<8x16xf16, Subgroup, MatrixB>
      %5 = spirv.Constant dense<-1> : vector<8xi32>
      %6 = spirv.Not %5 : vector<8xi32>
      %7 = spirv.Constant dense<1.0> : vector<16xf16>
      %8 = spirv.FConvert %7 : vector<16xf16> to vector<16xf64>
      spirv.Return
    }
  }
}
