// FLAGS: --spirv-update-vce
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.6, [Bfloat16ConversionINTEL, Float16, GroupNonUniformQuad, GroupNonUniformBallot, SubgroupBufferBlockIOINTEL, PhysicalStorageBufferAddresses, ImageRect, Shader, ExpectAssumeKHR, GroupNonUniformArithmetic, StorageUniform16, ImageQuery, Int64, MeshShadingEXT, GroupNonUniformShuffle, GroupNonUniformClustered, DotProductInputAll, GenericPointer, StorageBuffer16BitAccess, VulkanMemoryModel, Int16, StorageImageExtendedFormats, Int8, GroupNonUniform], [SPV_KHR_expect_assume, SPV_KHR_vulkan_memory_model, SPV_EXT_physical_storage_buffer, SPV_KHR_storage_buffer_storage_class, SPV_KHR_16bit_storage, SPV_INTEL_subgroups]>, #spirv.resource_limits<>>} {
  spirv.module Logical GLSL450 {
    spirv.func @f0() -> i32 "None" {
      %0 = spirv.Constant dense<4> : vector<3xi64>
      %1 = spirv.UDiv %0, %0 : vector<3xi64>
      %2 = spirv.Constant dense<1> : vector<4xi32>
      %3 = spirv.GroupNonUniformBallotBitCount <Subgroup> <ExclusiveScan> %2 : vector<4xi32> -> i32
      %4 = spirv.GroupNonUniformBallotFindLSB <Subgroup> %2 : vector<4xi32>, i32
      spirv.ReturnValue %3 : i32
    }
  }
  spirv.module Logical Vulkan {
    spirv.GlobalVariable @g1 : !spirv.ptr<i16, StorageBuffer>
    spirv.GlobalVariable @g2 : !spirv.ptr<i32, Workgroup>
    spirv.GlobalVariable @g3 : !spirv.ptr<!spirv.struct<(f16, i32)>, Private>
    spirv.func @f0() -> vector<4xi1> "None" {
      %0 = spirv.Constant 4 : i8
      %1 = spirv.GroupNonUniformBitwiseXor <Workgroup> <Reduce> %0 : i8 -> i8
      %2 = spirv.mlir.addressof @g1 : !spirv.ptr<i16, StorageBuffer>
      %3 = spirv.Constant 0 : i16
      spirv.Store "StorageBuffer" %2, %3 : i16
      %4 = spirv.mlir.addressof @g2 : !spirv.ptr<i32, Workgroup>
      %5 = spirv.INTEL.SubgroupBlockRead %4 : !spirv.ptr<i32, Workgroup> -> i32
      %6 = spirv.Constant dense<-1> : vector<3xi64>
      %7 = spirv.BitReverse %6 : vector<3xi64>
      %8 = spirv.mlir.addressof @g3 : !spirv.ptr<!spirv.struct<(f16, i32)>, Private>
      %9 = spirv.Undef : !spirv.struct<(f16, i32)>
      spirv.Store "Private" %8, %9 : !spirv.struct<(f16, i32)>
      %10 = spirv.Constant dense<true> : vector<4xi1>
      spirv.ReturnValue %10 : vector<4xi1>
    }
  }
  spirv.module PhysicalStorageBuffer64 GLSL450 {
    spirv.SpecConstant @sc = true
    spirv.func @f0() "Pure" {
      %0 = spirv.Constant false
      spirv.KHR.AssumeTrue %0
      %1 = spirv.Constant -1 : i8
      %2 = spirv.Constant 0 : i32
      %3 = spirv.GroupNonUniformShuffle <Workgroup> %1, %2 : i8, i32
      %4 = spirv.Constant dense<0.5> : vector<3xf32>
      %5 = spirv.GL.Sqrt %4 : vector<3xf32>
      spirv.Return
    }
  }
}
