// FLAGS: --spirv-update-vce
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.6, [GenericPointer, AtomicStorage, StorageInputOutput16, Addresses, StorageBuffer16BitAccess, ImageRect, GraphARM, Matrix, Int64, Shader, BFloat16TypeKHR, Int8, GroupNonUniformQuad, InputAttachment, Bfloat16ConversionINTEL, ReplicatedCompositesEXT, Float16], [SPV_KHR_storage_buffer_storage_class, SPV_EXT_replicated_composites, SPV_KHR_float_controls, SPV_KHR_16bit_storage, SPV_KHR_subgroup_rotate, SPV_INTEL_optnone]>, #spirv.resource_limits<>>} {
  spirv.module Physical64 OpenCL {
    spirv.func @f0(%arg0: vector<3xf32>, %arg1: vector<4xi32>) "Pure" {
      %0 = spirv.Undef : !spirv.ptr<f16, Generic>
      %1 = spirv.ConvertPtrToU %0 : !spirv.ptr<f16, Generic> to i32
      %2 = spirv.Undef : !spirv.ptr<vector<2xf16>, StorageBuffer>
      %3 = spirv.Load "StorageBuffer" %2 : vector<2xf16>
      %4 = spirv.Undef : f32
      %5 = spirv.FUnordEqual %4, %4 : f32
      spirv.Return
    }
  }
  spirv.module Logical GLSL450 requires #spirv.vce<v1.1, [Shader], []> {
    spirv.GlobalVariable @g1 : !spirv.ptr<i32, Image>
    spirv.SpecConstant @sc = 1 : i32
    spirv.func @f0() -> i32 "Const" {
      %0 = spirv.EXT.ConstantCompositeReplicate [3 : i8] : vector<3xi8>
      %1 = spirv.Constant dense<3> : vector<3xi32>
      %2 = spirv.BitwiseAnd %1, %1 : vector<3xi32>
      spirv.ControlBarrier <Workgroup>, <Device>, <AcquireRelease|AtomicCounterMemory>
      %3 = spirv.Constant 4 : i32
      %4 = spirv.BitwiseAnd %3, %3 : i32
      %5 = spirv.Undef : !spirv.ptr<f32, Workgroup>
      %6 = spirv.PtrCastToGeneric %5 : !spirv.ptr<f32, Workgroup> to !spirv.ptr<f32, Generic>
      %7 = spirv.Undef : !spirv.matrix<3 x vector<4xf32>>
      %8 = spirv.Undef : f32
      %9 = spirv.MatrixTimesScalar %7, %8 : !spirv.matrix<3 x vector<4xf32>>, f32
      %10 = spirv.Constant 0 : i32
      spirv.ReturnValue %10 : i32
    }
    spirv.func @f1(%arg0: !spirv.ptr<!spirv.array<4 x i64>, Function>, %arg1: vector<2xi32>, %arg2: i32) "Pure" {
      %0 = spirv.Constant 1 : i32
      %1 = spirv.BitwiseXor %arg2, %0 : i32
      %2 = spirv.Undef : !spirv.ptr<vector<3xf32>, StorageBuffer>
      %3 = spirv.Load "StorageBuffer" %2 : vector<3xf32>
      %4 = spirv.mlir.addressof @g1 : !spirv.ptr<i32, Image>
      %5 = spirv.AtomicIAdd <Subgroup> <SequentiallyConsistent> %4, %0 : !spirv.ptr<i32, Image>
      %6 = spirv.SMod %arg1, %arg1 : vector<2xi32>
      %7 = spirv.Constant dense<-2.0> : vector<3xf32>
      %8 = spirv.FMul %3, %7 : vector<3xf32>
      spirv.Return
    }
  }
}
