// FLAGS: --spirv-update-vce
module {
  spirv.module Logical GLSL450 attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.3, [Kernel, Addresses, Int16, Int64, Float16, Float64, Vector16, GenericPointer, GroupNonUniformArithmetic, GroupNonUniformBallot, GroupNonUniformClustered, GroupNonUniformVote, GroupNonUniformQuad, GroupUniformArithmeticKHR, DotProduct, DotProductInput4x8Bit, StorageBuffer8BitAccess, PhysicalStorageBufferAddresses, Tessellation, ExpectAssumeKHR, Bfloat16ConversionINTEL, BFloat16TypeKHR, SampledCubeArray, ImageCubeArray, SampledRect, ImageRect, InputAttachment, MeshShadingEXT, SubgroupDispatch, SampleRateShading, ReplicatedCompositesEXT, AtomicStorageOps, DeviceGroup], [SPV_KHR_8bit_storage, SPV_KHR_integer_dot_product, SPV_KHR_subgroup_rotate, SPV_KHR_uniform_group_instructions, SPV_KHR_shader_ballot, SPV_KHR_cooperative_matrix, SPV_INTEL_bfloat16_conversion, SPV_KHR_bfloat16, SPV_EXT_shader_atomic_float_add, SPV_INTEL_optnone, SPV_EXT_replicated_composites, SPV_KHR_variable_pointers]>, #spirv.resource_limits<>>} {
    spirv.func @f0() "None" {
      %0 = spirv.Undef : i32
      %1 = spirv.Constant 1 : i32
      %2 = spirv.SMod %0, %1 : i32
      %3 = spirv.GroupUMin <Subgroup> <ExclusiveScan> %0 : i32
      spirv.Return
    }
    spirv.EntryPoint "Kernel" @f0
    spirv.ExecutionMode @f0 "LocalSize", 64, 1, 1
  }
  spirv.module Physical64 OpenCL attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.4, [GroupNonUniformShuffleRelative, Matrix, ImageRect, AtomicFloat64AddEXT, Vector16, GroupNonUniformVote, Shader, StoragePushConstant8, Float16Buffer, SampledCubeArray, SubgroupBufferBlockIOINTEL, Float16, GroupNonUniformBallot, Groups, Kernel, Int64, VulkanMemoryModel, RayTracingKHR, GroupNonUniform, OptNoneINTEL, SubgroupDispatch, GroupNonUniformArithmetic], [SPV_KHR_storage_buffer_storage_class, SPV_KHR_no_integer_wrap_decoration, SPV_KHR_variable_pointers, SPV_KHR_integer_dot_product, SPV_KHR_expect_assume, SPV_KHR_float_controls]>, #spirv.resource_limits<>>} {
    spirv.GlobalVariable @g1 : !spirv.ptr<i64, CrossWorkgroup>
    spirv.GlobalVariable @g2 : !spirv.ptr<vector<4xf16>, Private>
    spirv.GlobalVariable @g3 : !spirv.ptr<!spirv.array<4 x i64>, StorageBuffer>
    spirv.func @f0() -> vector<2xf32> "None" {
      %var0 = spirv.Variable : !spirv.ptr<i32, Function>
      %var1 = spirv.Variable : !spirv.ptr<vector<4xf32>, Function>
      %0 = spirv.mlir.addressof @g1 : !spirv.ptr<i64, CrossWorkgroup>
      %1 = spirv.Constant 4 : i64
      %2 = spirv.PtrAccessChain %0[%1] : !spirv.ptr<i64, CrossWorkgroup>, i64 -> !spirv.ptr<i64, CrossWorkgroup>
      %3 = spirv.Undef : !spirv.ptr<!spirv.array<4 x i32>, Function>
      %4 = spirv.Load "Function" %3 : !spirv.array<4 x i32>
      %5 = spirv.Constant dense<0> : vector<4xi32>
      %6 = spirv.GroupNonUniformBallotBitCount <Subgroup> <Reduce> %5 : vector<4xi32> -> i32
      %7 = spirv.Undef : i32
      %8 = spirv.AtomicCompareExchange <Subgroup> <Release|CrossWorkgroupMemory> <None> %var0, %6, %7 : !spirv.ptr<i32, Function>
      %9 = spirv.mlir.addressof @g2 : !spirv.ptr<vector<4xf16>, Private>
      %10 = spirv.Constant dense<1.0> : vector<4xf16>
      spirv.Store "Private" %9, %10 : vector<4xf16>
      %11 = spirv.Load "Function" %var1 : vector<4xf32>
      %12 = spirv.Constant dense<-2.0> : vector<2xf32>
      spirv.ReturnValue %12 : vector<2xf32>
    }
    spirv.func @f1(%arg0: vector<16xi32>, %arg1: i1, %arg2: i64) "Inline" {
      %0 = spirv.Constant 1 : i32
      %1 = spirv.GroupUMin <Subgroup> <ExclusiveScan> %0 : i32
      %2 = spirv.GroupNonUniformUMin <Subgroup> <Reduce> %arg2 : i64 -> i64
      %3 = spirv.Undef : !spirv.ptr<i32, Workgroup>
      %4 = spirv.AtomicOr <Workgroup> <AcquireRelease|UniformMemory> %3, %1 : !spirv.ptr<i32, Workgroup>
      %5 = spirv.mlir.addressof @g3 : !spirv.ptr<!spirv.array<4 x i64>, StorageBuffer>
      %6 = spirv.AccessChain %5[%4] : !spirv.ptr<!spirv.array<4 x i64>, StorageBuffer>, i32 -> !spirv.ptr<i64, StorageBuffer>
      %7 = spirv.Constant false
      %8 = spirv.GroupNonUniformAll <Subgroup> %7 : i1
      spirv.Return
    }
  }
}
