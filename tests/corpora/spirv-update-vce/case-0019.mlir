// FLAGS: --spirv-update-vce
module {
  spirv.module Logical GLSL450 requires #spirv.vce<v1.0, [Shader], []> attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.5, [GroupNonUniform, ImageQuery, VulkanMemoryModel, Matrix, GraphARM, Image1D, ReplicatedCompositesEXT, Shader, OptNoneINTEL, GroupNonUniformArithmetic, SubgroupBufferBlockIOINTEL, SubgroupBallotKHR, Float16, VulkanMemoryModelDeviceScope, Linkage, Groups, Kernel, GroupNonUniformShuffle, ImageMSArray, StoragePushConstant8, Int8, Int64Atomics, Vector16, Addresses], [SPV_NV_shader_subgroup_partitioned, SPV_EXT_physical_storage_buffer, SPV_KHR_cooperative_matrix, SPV_KHR_storage_buffer_storage_class, SPV_KHR_variable_pointers]>, #spirv.resource_limits<>>} {
    spirv.GlobalVariable @g1 bind(0, 1) : !spirv.ptr<vector<2xi32>, StorageBuffer>
    spirv.GlobalVariable @g2 : !spirv.ptr<!spirv.struct<(i8, i32)>, Workgroup>
    spirv.SpecConstant @sc = 3 : i8
    spirv.func @f0() "None" {
      %0 = spirv.mlir.addressof @g1 : !spirv.ptr<vector<2xi32>, StorageBuffer>
      %1 = spirv.Constant dense<0> : vector<2xi32>
      spirv.Store "StorageBuffer" %0, %1 : vector<2xi32>
      %2 = spirv.Undef : !spirv.ptr<i32, Uniform>
      %3 = spirv.Constant -1 : i32
      %4 = spirv.AtomicXor <Invocation> <Release|OutputMemory> %2, %3 : !spirv.ptr<i32, Uniform>
      %5 = spirv.Constant -2.0 : f16
      %6 = spirv.GroupNonUniformShuffleXor <Workgroup> %5, %3 : f16, i32
      %7 = spirv.Constant dense<1> : vector<4xi32>
      %8 = spirv.CL.s_abs %7 : vector<4xi32>
      %9 = spirv.Constant dense<0.5> : vector<4xf32>
      %10 = spirv.FDiv %9, %9 : vector<4xf32>
      spirv.Return
    }
    spirv.func @f1() "OptNoneINTEL" {
      %0 = spirv.Constant dense<0.5> : vector<4xf32>
      %1 = spirv.FSub %0, %0 : vector<4xf32>
      %2 = spirv.Constant dense<0.5> : vector<2xf32>
      %3 = spirv.ConvertFToS %2 : vector<2xf32> to vector<2xi32>
      %4 = spirv.mlir.addressof @g2 : !spirv.ptr<!spirv.struct<(i8, i32)>, Workgroup>
      %5 = spirv.Undef : !spirv.struct<(i8, i32)>
      spirv.Store "Workgroup" %4, %5 : !spirv.struct<(i8, i32)>
      %6 = spirv.Constant dense<-2.0> : vector<8xf32>
      %7 = spirv.GroupNonUniformFMax <Subgroup> <InclusiveScan> %6 : vector<8xf32> -> vector<8xf32>
      %8 = spirv.Constant -2.0 : f32
      %9 = spirv.GL.FAbs %8 : f32
      spirv.Return
    }
    spirv.EntryPoint "Kernel" @f0
    spirv.ExecutionMode @f0 "LocalSize", 64, 1, 1
  }
  spirv.module Logical GLSL450 attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.5, [SubgroupBallotKHR, GroupNonUniformQuad, Int8, CooperativeMatrixKHR, Shader, Int64, Kernel, GroupNonUniformPartitionedNV, DotProductInput4x8BitPacked, Geometry, DotProductInput4x8Bit, AtomicStorage, ImageQuery, Matrix, Float64, VulkanMemoryModel, DenormPreserve], [SPV_EXT_mesh_shader, SPV_KHR_vulkan_memory_model, SPV_KHR_8bit_storage, SPV_KHR_physical_storage_buffer, SPV_KHR_shader_ballot]>, #spirv.resource_limits<>>} {
    spirv.func @f0(%arg0: f64, %arg1: i32, %arg2: i8) -> !spirv.struct<(i64, f16)> "Const" {
      spirv.ControlBarrier <Device>, <QueueFamily>, <AcquireRelease|AtomicCounterMemory>
      %0 = spirv.Constant false
      %1 = spirv.KHR.SubgroupBallot %0 : vector<4xi32>
      %2 = spirv.Undef : !spirv.struct<(i64, f16)>
      spirv.ReturnValue %2 : !spirv.struct<(i64, f16)>
    }
  }
  spirv.module Physical64 OpenCL attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.6, [Shader, DotProduct, OptNoneINTEL, Kernel, DotProductInput4x8Bit, Matrix, Int8, Int16, Float16, Int64, PhysicalStorageBufferAddresses, GroupNonUniformArithmetic, Addresses, GroupNonUniform], [SPV_EXT_physical_storage_buffer, SPV_KHR_integer_dot_product]>, #spirv.resource_limits<>>} {
    spirv.func @f0(%arg0: f32, %arg1: vector<2xi64>) "None" {
      %0 = spirv.Undef : i32
      %1 = spirv.BitwiseOr %0, %0 : i32
      %2 = spirv.Constant -1 : i64
      %3 = spirv.ConvertSToF %2 : i64 to f16
      %4 = spirv.Constant dense<false> : vector<4xi1>
      %5 = spirv.GroupNonUniformLogicalAnd <Subgroup> <Reduce> %4 : vector<4xi1> -> vector<4xi1>
      %6 = spirv.GroupNonUniformUMin <Workgroup> <ExclusiveScan> %1 : i32 -> i32
      spirv.Return
    }
    spirv.func @f1(%arg0: i16) -> vector<3xf16> "OptNoneINTEL" {
      %0 = spirv.Constant -1 : i32
      %1 = spirv.UMod %0, %0 : i32
      %2 = spirv.UConvert %arg0 : i16 to i8
      %3 = spirv.Constant dense<0> : vector<4xi8>
      %4 = spirv.SDot %3, %3 : vector<4xi8> -> i64
      %5 = spirv.UMod %1, %1 : i32
      %6 = spirv.Undef : !spirv.ptr<i32, PhysicalStorageBuffer>
      %7 = spirv.ConvertPtrToU %6 : !spirv.ptr<i32, PhysicalStorageBuffer> to i64
      %8 = spirv.Constant 0.5 : f16
      %9 = spirv.CL.sqrt %8 : f16
      %10 = spirv.Constant dense<0.5> : vector<3xf16>
      spirv.ReturnValue %10 : vector<3xf16>
    }
  }
}
