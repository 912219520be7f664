// FLAGS: --spirv-update-vce
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.5, [Int8, Shader, GroupNonUniform, Geometry, GroupNonUniformArithmetic, GroupNonUniformShuffle, ClipDistance, GroupNonUniformQuad, Matrix, Int16, SubgroupBufferBlockIOINTEL, VulkanMemoryModel, Int64, GroupNonUniformVote, Vector16, AtomicFloat32AddEXT, Float16, GenericPointer, Addresses, AtomicFloat16AddEXT, Float16Buffer, StorageInputOutput16, ReplicatedCompositesEXT, Float64, Kernel], [SPV_EXT_mesh_shader, SPV_KHR_multiview, SPV_INTEL_subgroups, SPV_KHR_16bit_storage, SPV_KHR_bfloat16, SPV_EXT_replicated_composites, SPV_KHR_float_controls]>, #spirv.resource_limits<>>} {
  spirv.module Logical GLSL450 {
    spirv.func @f0(%arg0: i64, %arg1: f64, %arg2: i32) -> vector<3xf32> "Const" {
      %0 = spirv.EXT.ConstantCompositeReplicate [3 : i8] : vector<2xi8>
      %1 = spirv.Undef : i32
      %2 = spirv.BitwiseAnd %arg2, %1 : i32
      %3 = spirv.Undef : !spirv.matrix<2 x vector<2xf32>>
      %4 = spirv.Constant 0.5 : f32
      %5 = spirv.MatrixTimesScalar %3, %4 : !spirv.matrix<2 x vector<2xf32>>, f32
      spirv.ControlBarrier <QueueFamily>, <Device>, <AcquireRelease|UniformMemory>
      %6 = spirv.Undef : vector<3xf32>
      spirv.ReturnValue %6 : vector<3xf32>
    }
  }
  spirv.module Physical64 OpenCL requires #spirv.vce<v1.4, [Shader], []> {
    spirv.func @f0(%arg0: f32, %arg1: !spirv.ptr<vector<4xf32>, Generic>, %arg2: f32) "None" {
      %0 = spirv.Constant dense<0> : vector<3xi32>
      %1 = spirv.Constant dense<0> : vector<3xi32>
      %2 = spirv.SMod %0, %1 : vector<3xi32>
      %3 = spirv.Undef : vector<8xf64>
      %4 = spirv.CL.sqrt %3 : vector<8xf64>
      %5 = spirv.Constant 3 : i32
      %6 = spirv.ConvertSToF %5 : i32 to f64
      spirv.Return
    }
    spirv.func @f1(%arg0: !spirv.ptr<vector<2xf16>, Input>, %arg1: vector<3xi32>, %arg2: i32) "None" {
      %0 = spirv.Constant dense<-1> : vector<16xi8>
      %1 = spirv.ConvertSToF %0 : vector<16xi8> to vector<16xf32>
      %2 = spirv.Constant dense<-2.0> : vector<2xf32>
      %3 = spirv.Undef : vector<2xf32>
      %4 = spirv.CL.fma %2, %2, %3 : vector<2xf32>
      %5 = spirv.GroupNonUniformFMin <Workgroup> <ExclusiveScan> %1 : vector<16xf32> -> vector<16xf32>
      %6 = spirv.Constant -1 : i16
      %7 = spirv.BitwiseAnd %6, %6 : i16
      spirv.Return
    }
  }
}
