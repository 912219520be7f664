// FLAGS: --spirv-update-vce
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.6, [Kernel, InputAttachment, TensorsARM, AtomicFloat64AddEXT, Groups, DotProductInputAll, StorageUniform16, Shader, Int16, Float16, ImageQuery, GroupNonUniformQuad, UniformAndStorageBuffer8BitAccess, PhysicalStorageBufferAddresses, Vector16, GroupNonUniformShuffleRelative, MeshShadingEXT, VulkanMemoryModel, AtomicFloat16AddEXT, Matrix, StorageBuffer16BitAccess, StorageInputOutput16, Geometry, ReplicatedCompositesEXT, Int64, OptNoneINTEL], [SPV_EXT_shader_atomic_float_add, SPV_KHR_16bit_storage, SPV_EXT_mesh_shader, SPV_ARM_tensors, SPV_EXT_replicated_composites, SPV_EXT_physical_storage_buffer, SPV_KHR_uniform_group_instructions, SPV_KHR_expect_assume, SPV_KHR_integer_dot_product]>, #spirv.resource_limits<>>} {
  spirv.module Logical GLSL450 {
    spirv.GlobalVariable @g1 : !spirv.ptr<!spirv.struct<(i32, i32)>, Output>
    spirv.GlobalVariable @g2 bind(0, 2) : !spirv.ptr<f16, Uniform>
    spirv.func @f0() -> f32 "None" {
      %0 = spirv.Undef : !spirv.ptr<i32, PhysicalStorageBuffer>
      %1 = spirv.Constant 1 : i32
      %2 = spirv.AtomicSMax <CrossDevice> <Release|OutputMemory> %0, %1 : !spirv.ptr<i32, PhysicalStorageBuffer>
      %3 = spirv.Undef : !spirv.ptr<i64, PhysicalStorageBuffer>
      %4 = spirv.AtomicIIncrement <Device> <Release|OutputMemory> %3 : !spirv.ptr<i64, PhysicalStorageBuffer>
      %5 = spirv.mlir.addressof @g1 : !spirv.ptr<!spirv.struct<(i32, i32)>, Output>
      %6 = spirv.Load "Output" %5 : !spirv.struct<(i32, i32)>
      %7 = spirv.mlir.addressof @g2 : !spirv.ptr<f16, Uniform>
      %8 = spirv.Constant 0.5 : f16
      %9 = spirv.EXT.AtomicFAdd <Workgroup> <Acquire|MakeVisible> %7, %8 : !spirv.ptr<f16, Uniform>
      %10 = spirv.Constant 3 : i32
      spirv.EXT.SetMeshOutputs %1, %10 : i32, i32
      %11 = spirv.EXT.ConstantCompositeReplicate [0.5 : f64] : vector<8xf64>
      %12 = spirv.Constant -2.0 : f32
      spirv.ReturnValue %12 : f32
    }
  }
  spirv.module Logical GLSL450 {
    spirv.func @f0(%arg0: vector<8xf32>, %arg1: vector<3xf16>) "None" {
      %0 = spirv.Undef : i32
      %1 = spirv.UMod %0, %0 : i32
      %2 = spirv.Undef : vector<4xf32>
      %3 = spirv.GroupBroadcast <Subgroup> %2, %1 : vector<4xf32>, i32
      %4 = spirv.Constant dense<-1> : vector<16xi16>
      %5 = spirv.BitCount %4 : vector<16xi16>
      %6 = spirv.BitwiseOr %0, %1 : i32
      %7 = spirv.Constant dense<0.5> : vector<8xf16>
      %8 = spirv.FConvert %7 : vector<8xf16> to vector<8xf64>
      %9 = spirv.Undef : vector<3xi64>
      %10 = spirv.CL.s_abs %9 : vector<3xi64>
      spirv.Return
    }
  }
}
