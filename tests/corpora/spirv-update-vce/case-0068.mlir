// FLAGS: --spirv-update-vce
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.6, [Matrix, GroupNonUniformVote, GroupNonUniform, ImageQuery, Kernel, SignedZeroInfNanPreserve, StorageImageExtendedFormats, VulkanMemoryModel, StorageBuffer8BitAccess, StorageBuffer16BitAccess, GroupNonUniformShuffleRelative, GroupNonUniformQuad, Int8, DeviceGroup, Vector16, StoragePushConstant8, StorageImageMultisample, SubgroupBufferBlockIOINTEL, GroupNonUniformPartitionedNV, Int64Atomics, Int16, AtomicStorage, Float64, Addresses, ImageCubeArray, ExpectAssumeKHR, Shader, Float16, SampledCubeArray, DotProductInputAll, CooperativeMatrixKHR, AtomicStorageOps], [SPV_KHR_storage_buffer_storage_class, SPV_KHR_cooperative_matrix, SPV_KHR_vulkan_memory_model, SPV_ARM_graph, SPV_INTEL_subgroups, SPV_KHR_integer_dot_product, SPV_KHR_8bit_storage, SPV_EXT_physical_storage_buffer, SPV_INTEL_optnone, SPV_KHR_expect_assume, SPV_NV_shader_subgroup_partitioned, SPV_KHR_variable_pointers]>, #spirv.resource_limits<>>} {
  spirv.module Logical GLSL450 requires #spirv.vce<v1.0, [Kernel], []> {
    spirv.GlobalVariable @g1 : !spirv.ptr<i32, Workgroup>
    spirv.func @f0() -> i8 "DontInline" {
      %0 = spirv.Constant true
      %1 = spirv.Undef : f64
      %2 = spirv.Select %0, %1, %1 : i1, f64
      %3 = spirv.Undef : !spirv.ptr<i32, StorageBuffer>
      %4 = spirv.AtomicIIncrement <QueueFamily> <AcquireRelease|AtomicCounterMemory> %3 : !spirv.ptr<i32, StorageBuffer>
      %5 = spirv.Constant 0 : i32
      %6 = spirv.UMod %5, %4 : i32
      %7 = spirv.mlir.addressof @g1 : !spirv.ptr<i32, Workgroup>
      %8 = spirv.INTEL.SubgroupBlockRead %7 : !spirv.ptr<i32, Workgroup> -> i32
      %9 = spirv.Constant 1 : i32
      %10 = spirv.Constant dense<1.0> : vector<16xf16>
      %11 = spirv.GroupNonUniformQuadSwap <Subgroup> %10 %9 : vector<16xf16>, i32
      %12 = spirv.Constant 3 : i8
      spirv.ReturnValue %12 : i8
    }
  }
  spirv.module Logical Vulkan {
    spirv.GlobalVariable @g1 bind(0, 1) : !spirv.ptr<i8, StorageBuffer>
    spirv.func @f0(%arg0: vector<8xf64>, %arg1: !spirv.sampled_image<!spirv.image<f32, Cube, NoDepth, NonArrayed, SingleSampled, NoSampler, Unknown>>, %arg2: !spirv.coopmatrix<8x16xf16, Subgroup, MatrixA>) -> f32 "None" {
      %0 = spirv.Constant dense<0> : vector<4xi16>
      %1 = spirv.Undef : vector<4xi16>
      %2 = spirv.IMul %0, %1 : vector<4xi16>
      %3 = spirv.mlir.addressof @g1 : !spirv.ptr<i8, StorageBuffer>
      %4 = spirv.Constant -1 : i32
      %5 = spirv.PtrAccessChain %3[%4] : !spirv.ptr<i8, StorageBuffer>, i32 -> !spirv.ptr<i8, StorageBuffer>
      %6 = spirv.Constant 1.0 : f16
      %7 = spirv.FRem %6, %6 : f16
      %8 = spirv.Constant true
      spirv.KHR.AssumeTrue %8
      %9 = spirv.GroupNonUniformAll <Subgroup> %8 : i1
      %10 = spirv.Constant -2.0 : f32
      spirv.ReturnValue %10 : f32
    }
  }
}
