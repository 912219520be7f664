// FLAGS: --spirv-update-vce
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.6, [DenormPreserve, GroupNonUniformArithmetic, Float16Buffer, DotProductInput4x8Bit, GroupUniformArithmeticKHR, Float16, Int8, Shader, Addresses, DotProductInputAll, Bfloat16ConversionINTEL, StoragePushConstant16, Int64, Int16, GroupNonUniformShuffleRelative, GroupNonUniformQuad, Float64, ImageQuery, PhysicalStorageBufferAddresses, StorageImageExtendedFormats, ImageBuffer, DotProduct, RayTracingKHR, ExpectAssumeKHR, Matrix, GroupNonUniform, VulkanMemoryModel, ImageMSArray, ImageCubeArray], [SPV_INTEL_tensor_float32_conversion, SPV_INTEL_bfloat16_conversion, SPV_EXT_shader_atomic_float16_add, SPV_KHR_integer_dot_product, SPV_EXT_physical_storage_buffer, SPV_ARM_tensors, SPV_KHR_storage_buffer_storage_class, SPV_INTEL_subgroups]>, #spirv.resource_limits<>>} {
  spirv.module Physical64 OpenCL {
    spirv.func @f0(%arg0: i32, %arg1: vector<4xf32>, %arg2: i32) "None" {
      %0 = spirv.Constant 1.0 : f32
      %1 = spirv.INTEL.ConvertFToBF16 %0 : f32 to i16
      %2 = spirv.Constant 0 : i64
      %3 = spirv.Constant dense<3> : vector<2xi16>
      %4 = spirv.SUDotAccSat %3, %3, %2 : vector<2xi16> -> i64
      spirv.Return
    }
  }
  spirv.module PhysicalStorageBuffer64 GLSL450 {
    spirv.GlobalVariable @g1 : !spirv.ptr<vector<3xf32>, StorageBuffer>
    spirv.SpecConstant @sc = 42 : i64
    spirv.func @f0(%arg0: !spirv.ptr<vector<2xf32>, StorageBuffer>) "None" {
      %0 = spirv.Constant dense<4> : vector<4xi32>
      %1 = spirv.GL.SAbs %0 : vector<4xi32>
      %2 = spirv.Undef : f32
      %3 = spirv.INTEL.ConvertFToBF16 %2 : f32 to i16
      %4 = spirv.Undef : !spirv.ptr<!spirv.struct<(i32, i32)>, Output>
      %5 = spirv.Load "Output" %4 ["Nontemporal"] : !spirv.struct<(i32, i32)>
      %6 = spirv.Constant dense<0.5> : vector<4xf16>
      %7 = spirv.GL.Exp %6 : vector<4xf16>
      %8 = spirv.Constant dense<-1> : vector<3xi8>
      %9 = spirv.SMod %8, %8 : vector<3xi8>
      spirv.Return
    }
    spirv.func @f1() "Const" {
      %0 = spirv.Undef : vector<4xf64>
      %1 = spirv.ConvertFToS %0 : vector<4xf64> to vector<4xi64>
      %2 = spirv.Constant 4 : i32
      %3 = spirv.GroupNonUniformShuffleUp <Workgroup> %2, %2 : i32, i32
      spirv.MemoryBarrier <QueueFamily>, <SequentiallyConsistent>
      %4 = spirv.Constant dense<-1> : vector<4xi32>
      %5 = spirv.GroupNonUniformSMax <Workgroup> <Reduce> %4 : vector<4xi32> -> vector<4xi32>
      %6 = spirv.Undef : !spirv.image<f32, Dim3D, NoDepth, NonArrayed, SingleSampled, NoSampler, Rg32f>
      %7 = spirv.ImageQuerySize %6 : !spirv.image<f32, Dim3D, NoDepth, NonArrayed, SingleSampled, NoSampler, Rg32f> -> vector<3xi32>
      %8 = spirv.mlir.addressof @g1 : !spirv.ptr<vector<3xf32>, StorageBuffer>
      %9 = spirv.Load "StorageBuffer" %8 : vector<3xf32>
      spirv.Return
    }
  }
}
