// FLAGS: --spirv-update-vce
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.4, [GroupNonUniform, StorageImageExtendedFormats, Int8, Kernel, GroupNonUniformQuad, GroupNonUniformRotateKHR, Matrix, ImageCubeArray, TensorFloat32RoundingINTEL, SampledCubeArray, StoragePushConstant8, GroupNonUniformShuffleRelative, CullDistance, Shader, GenericPointer, VulkanMemoryModelDeviceScope, Float16, StorageBuffer16BitAccess], [SPV_KHR_multiview, SPV_INTEL_tensor_float32_conversion, SPV_KHR_integer_dot_product, SPV_KHR_storage_buffer_storage_class, SPV_KHR_16bit_storage, SPV_KHR_expect_assume]>, #spirv.resource_limits<>>} {
  spirv.module Logical GLSL450 requires #spirv.vce<v1.2, [Kernel], []> {
    spirv.func @f0(%arg0: !spirv.ptr<i8, Workgroup>, %arg1: !spirv.sampled_image<!spirv.image<f32, Cube, NoDepth, NonArrayed, SingleSampled, NoSampler, Unknown>>, %arg2: vector<4xi32>) "DontInline" {
      %0 = spirv.Undef : i1
      %1 = spirv.GroupNonUniformLogicalAnd <Workgroup> <ExclusiveScan> %0 : i1 -> i1
      %2 = spirv.Undef : !spirv.ptr<!spirv.struct<(!spirv.array<4 x f16, stride=2> [0])>, StorageBuffer>
      %3 = spirv.Load "StorageBuffer" %2 : !spirv.struct<(!spirv.array<4 x f16, stride=2> [0])>
      %4 = spirv.Constant -2.0 : f32
      %5 = spirv.CL.exp %4 : f32
      %6 = spirv.Constant -2.0 : f16
      %7 = spirv.Constant 3 : i32
      %8 = spirv.GroupNonUniformShuffleUp <Workgroup> %6, %7 : f16, i32
      spirv.Return
    }
  }
}
