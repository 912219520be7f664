// FLAGS: --spirv-update-vce
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.5, [GroupNonUniform, SubgroupDispatch, Shader, GroupNonUniformVote, ClipDistance, Int64, Addresses, SampledRect, DotProductInputAll, Float16, AtomicFloat32AddEXT, Vector16, Float16Buffer, ImageRect, GraphARM, CullDistance, GroupNonUniformClustered, StorageBuffer16BitAccess, Float64, ReplicatedCompositesEXT, ImageQuery, OptNoneINTEL, VulkanMemoryModel, Geometry, Int16, Matrix, Int8, TensorFloat32RoundingINTEL, GroupNonUniformArithmetic, SubgroupBallotKHR, PhysicalStorageBufferAddresses, GroupNonUniformShuffle, Linkage, Kernel], [SPV_KHR_vulkan_memory_model, SPV_EXT_replicated_composites, SPV_EXT_physical_storage_buffer, SPV_KHR_storage_buffer_storage_class, SPV_KHR_16bit_storage]>, #spirv.resource_limits<>>} {
  spirv.module PhysicalStorageBuffer64 GLSL450 {
    spirv.GlobalVariable @g1 : !spirv.ptr<i64, StorageBuffer>
    spirv.func @f0() "None" {
      %0 = spirv.mlir.addressof @g1 : !spirv.ptr<i64, StorageBuffer>
      %1 = spirv.Load "StorageBuffer" %0 : i64
      spirv.MemoryBarrier <Device>, <Acquire|ImageMemory>
      %2 = spirv.Constant dense<1> : vector<16xi32>
      %3 = spirv.GroupNonUniformUMin <Subgroup> <ExclusiveScan> %2 : vector<16xi32> -> vector<16xi32>
      %4 = spirv.Constant 1.0 : f64
      %5 = spirv.GL.Sqrt %4 : f64
      spirv.Return
    }
    spirv.func @f1(%arg0: i32, %arg1: vector<16xi1>) -> !spirv.ptr<!spirv.struct<(i32, i32)>, Function> "Inline|Pure" {
      %0 = spirv.Constant dense<1> : vector<2xi16>
      %1 = spirv.UDiv %0, %0 : vector<2xi16>
      %2 = spirv.Constant 1.0 : f32
      %3 = spirv.FMod %2, %2 : f32
      %4 = spirv.Undef : !spirv.ptr<!spirv.struct<(i32, i32)>, Function>
      spirv.ReturnValue %4 : !spirv.ptr<!spirv.struct<(i32, i32)>, Function>
    }
    spirv.EntryPoint "Kernel" @f0
    spirv.ExecutionMode @f0 "LocalSize", 64, 1, 1
  }
  spirv.module Logical Vulkan {
    spirv.GlobalVariable @g1 : !spirv.ptr<f16, StorageBuffer>
    spirv.func @f0(%arg0: vector<4xi16>) -> f64 "None" {
      %0 = spirv.mlir.addressof @g1 : !spirv.ptr<f16, StorageBuffer>
      %1 = spirv.Load "StorageBuffer" %0 : f16
      %2 = spirv.Constant false
      %3 = spirv.GroupNonUniformAll <Subgroup> %2 : i1
      %4 = spirv.EXT.ConstantCompositeReplicate [-1 : i8] : vector<3xi8>
      %5 = spirv.Constant 0.5 : f32
      %6 = spirv.GL.Floor %5 : f32
      %7 = spirv.Constant 1.0 : f64
      %8 = spirv.Constant 0.5 : f64
      %9 = spirv.FMod %7, %8 : f64
      spirv.ControlBarrier <Invocation>, <Workgroup>, <Release|CrossWorkgroupMemory>
      spirv.ReturnValue %9 : f64
    }
  }
}
