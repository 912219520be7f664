// FLAGS: --spirv-update-vce
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.6, [Matrix, Bfloat16ConversionINTEL, Vector16, SubgroupBufferBlockIOINTEL, Shader, GenericPointer, Float64, Float16, OptNoneINTEL, SubgroupBallotKHR, Float16Buffer, Int64, Int16, UniformAndStorageBuffer8BitAccess, AtomicStorageOps, GroupNonUniformRotateKHR, StorageBuffer16BitAccess, ReplicatedCompositesEXT, Kernel, GroupNonUniformPartitionedNV, Int8, MeshShadingEXT], [SPV_KHR_8bit_storage, SPV_KHR_expect_assume, SPV_KHR_16bit_storage, SPV_INTEL_bfloat16_conversion, SPV_KHR_cooperative_matrix, SPV_EXT_mesh_shader, SPV_KHR_storage_buffer_storage_class, SPV_EXT_replicated_composites, SPV_KHR_subgroup_rotate]>, #spirv.resource_limits<>>} {
  spirv.module Logical GLSL450 {
    spirv.GlobalVariable @g1 : !spirv.ptr<i32, Uniform>
    spirv.GlobalVariable @g2 bind(0, 2) : !spirv.ptr<f16, StorageBuffer>
    spirv.func @f0() -> f16 "OptNoneINTEL" {
      %0 = spirv.mlir.addressof @g1 : !spirv.ptr<i32, Uniform>
      %1 = spirv.Constant 0 : i32
      spirv.Store "Uniform" %0, %1 ["Volatile"] : i32
      %2 = spirv.Constant 0 : i16
      %3 = spirv.INTEL.ConvertBF16ToF %2 : i16 to f32
      %4 = spirv.Constant 0.5 : f16
      spirv.FunctionCall @f1(%4) : (f16) -> ()
      %5 = spirv.Constant dense<1> : vector<4xi32>
      %6 = spirv.ISub %5, %5 : vector<4xi32>
      %7 = spirv.Constant 0 : i8
      %8 = spirv.ConvertSToF %7 : i8 to f32
      %9 = spirv.Constant 0.5 : f16
      spirv.ReturnValue %9 : f16
    }
    spirv.func @f1(%arg0: f16) "Pure" {
      %0 = spirv.Constant 1 : i32
      spirv.EXT.SetMeshOutputs %0, %0 : i32, i32
      %1 = spirv.mlir.addressof @g2 : !spirv.ptr<f16, StorageBuffer>
      %2 = spirv.Load "StorageBuffer" %1 : f16
      %3 = spirv.Undef : f32
      %4 = spirv.ConvertFToU %3 : f32 to i32
      %5 = spirv.EXT.ConstantCompositeReplicate [4 : i64] : vector<8xi64>
      %6 = spirv.Undef : vector<2xf16>
      %7 = spirv.GL.Floor %6 : vector<2xf16>
      spirv.Return
    }
  }
}
