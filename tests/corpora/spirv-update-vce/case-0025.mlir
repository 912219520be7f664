// FLAGS: --spirv-update-vce
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.2, [Shader, Kernel, Matrix, Addresses, Linkage, GenericPointer, AtomicStorage, GroupNonUniform, GroupNonUniformBallot, GroupNonUniformShuffle, GroupNonUniformPartitionedNV, GroupNonUniformRotateKHR, VulkanMemoryModel, VulkanMemoryModelDeviceScope, DotProduct, UniformAndStorageBuffer8BitAccess, StoragePushConstant8, StorageUniform16, StorageInputOutput16, PhysicalStorageBufferAddresses, Geometry, Tessellation, SubgroupBallotKHR, BFloat16TypeKHR, AtomicFloat32AddEXT, ImageQuery, SampledBuffer, SampledCubeArray, StorageImageExtendedFormats, SampledRect, InputAttachment, SubgroupDispatch, ClipDistance, DeviceGroup], [SPV_KHR_vulkan_memory_model, SPV_KHR_physical_storage_buffer, SPV_KHR_uniform_group_instructions, SPV_INTEL_bfloat16_conversion, SPV_KHR_bfloat16, SPV_EXT_shader_atomic_float_add, SPV_EXT_shader_atomic_float16_add, SPV_EXT_mesh_shader, SPV_KHR_ray_tracing, SPV_ARM_graph, SPV_KHR_no_integer_wrap_decoration]>, #spirv.resource_limits<>>} {
  spirv.module Logical GLSL450 requires #spirv.vce<v1.5, [Kernel], []> {
    spirv.GlobalVariable @g1 : !spirv.ptr<i32, StorageBuffer>
    spirv.func @f0() "None" {
      %0 = spirv.Constant -2.0 : f16
      %1 = spirv.CL.exp %0 : f16
      %2 = spirv.Constant false
      %3 = spirv.GroupNonUniformLogicalXor <Subgroup> <Reduce> %2 : i1 -> i1
      spirv.Return
    }
    spirv.func @f1() "None" {
      %0 = spirv.Undef : !spirv.ptr<!spirv.array<4 x i16>, PushConstant>
      %1 = spirv.Constant -1 : i32
      %2 = spirv.AccessChain %0[%1] : !spirv.ptr<!spirv.array<4 x i16>, PushConstant>, i32 -> !spirv.ptr<i16, PushConstant>
      %3 = spirv.Constant dense<1.0> : vector<2xf32>
      %4 = spirv.Constant dense<0.5> : vector<2xf32>
      %5 = spirv.FRem %3, %4 : vector<2xf32>
      %6 = spirv.Constant dense<0.5> : vector<2xf64>
      %7 = spirv.CompositeExtract %6[1 : i32] : vector<2xf64>
      %8 = spirv.mlir.addressof @g1 : !spirv.ptr<i32, StorageBuffer>
      %9 = spirv.Undef : i32
      %10 = spirv.AtomicUMin <Workgroup> <Acquire|ImageMemory> %8, %9 : !spirv.ptr<i32, StorageBuffer>
      spirv.Return
    }
  }
  spirv.module Logical GLSL450 {
    spirv.GlobalVariable @g1 : !spirv.ptr<i32, Workgroup>
    spirv.func @f0() "None" {
      %0 = spirv.Undef : i32
      %1 = spirv.ISub %0, %0 : i32
      %2 = spirv.Constant dense<-1> : vector<3xi32>
      %3 = spirv.CompositeExtract %2[0 : i32] : vector<3xi32>
      %4 = spirv.mlir.addressof @g1 : !spirv.ptr<i32, Workgroup>
      %5 = spirv.Load "Workgroup" %4 : i32
      %6 = spirv.Undef : f32
      %7 = spirv.FMul %6, %6 : f32
      %8 = spirv.Constant dense<4> : vector<16xi32>
      %9 = spirv.ShiftLeftLogical %8, %8 : vector<16xi32>, vector<16xi32>
      %10 = spirv.Undef : vector<16xi32>
      %11 = spirv.Constant dense<-1> : vector<16xi32>
      %12 = spirv.SMod %10, %11 : vector<16xi32>
      spirv.Return
    }
  }
}
