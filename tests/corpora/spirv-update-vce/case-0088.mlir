// FLAGS: --spirv-update-vce
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.5, [StoragePushConstant8, VulkanMemoryModel, Addresses, GenericPointer, AtomicStorage, Matrix, AtomicFloat64AddEXT, GroupNonUniformQuad, GraphARM, AtomicFloat32AddEXT, StorageUniform16, ImageMSArray, PhysicalStorageBufferAddresses, GroupNonUniform, Shader, AtomicFloat16AddEXT, ImageBuffer], [SPV_EXT_mesh_shader, SPV_KHR_storage_buffer_storage_class, SPV_EXT_physical_storage_buffer, SPV_INTEL_optnone]>, #spirv.resource_limits<>>} {
  spirv.module Logical GLSL450 {
    spirv.GlobalVariable @g1 : !spirv.ptr<!spirv.struct<(!spirv.array<4 x f32, stride=4> [0])>, StorageBuffer>
    spirv.func @f0(%arg0: i32, %arg1: vector<4xf32>) -> vector<4xf32> "None" {
      %0 = spirv.Undef : vector<3xi32>
      %1 = spirv.ShiftLeftLogical %0, %0 : vector<3xi32>, vector<3xi32>
      %2 = spirv.mlir.addressof @g1 : !spirv.ptr<!spirv.struct<(!spirv.array<4 x f32, stride=4> [0])>, StorageBuffer>
      %3 = spirv.Load "StorageBuffer" %2 : !spirv.struct<(!spirv.array<4 x f32, stride=4> [0])>
      %4 = spirv.Constant 4 : i32
      %5 = spirv.BitFieldUExtract %arg0, %4, %arg0 : i32, i32, i32
      %6 = spirv.Constant dense<0> : vector<4xi32>
      %7 = spirv.IAdd %6, %6 : vector<4xi32>
      spirv.ReturnValue %arg1 : vector<4xf32>
    }
  }
}
