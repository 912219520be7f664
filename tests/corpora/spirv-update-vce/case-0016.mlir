// FLAGS: --spirv-update-vce
module {
  spirv.module Physical64 OpenCL attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Linkage, StorageImageMultisample, Float16Buffer, Shader, BFloat16TypeKHR, Int16, Sampled1D, Addresses, Int64, GroupNonUniformQuad, Int64Atomics, ImageBuffer, Matrix, OptNoneINTEL, Bfloat16ConversionINTEL, TensorsARM, Kernel, Vector16, RayTracingKHR, GroupNonUniformPartitionedNV], [SPV_KHR_bfloat16, SPV_INTEL_bfloat16_conversion, SPV_KHR_16bit_storage, SPV_INTEL_tensor_float32_conversion, SPV_KHR_8bit_storage]>, #spirv.resource_limits<>>} {
    spirv.GlobalVariable @g1 : !spirv.ptr<!spirv.array<4 x i64>, PushConstant>
    spirv.func @f0() -> vector<4xi32> "None" {
      %0 = spirv.Constant dense<0> : vector<8xi32>
      %1 = spirv.SNegate %0 : vector<8xi32>
      %2 = spirv.Undef : !spirv.ptr<!spirv.struct<(!spirv.array<4 x i32, stride=4> [0])>, PushConstant>
      %3 = spirv.Load "PushConstant" %2 : !spirv.struct<(!spirv.array<4 x i32, stride=4> [0])>
      %4 = spirv.mlir.addressof @g1 : !spirv.ptr<!spirv.array<4 x i64>, PushConstant>
      %5 = spirv.Constant -1 : i32
      %6 = spirv.AccessChain %4[%5] : !spirv.ptr<!spirv.array<4 x i64>, PushConstant>, i32 -> !spirv.ptr<i64, PushConstant>
      %7 = spirv.Undef : f32
      %8 = spirv.INTEL.ConvertFToBF16 %7 : f32 to i16
      %9 = spirv.Undef : vector<16xbf16>
      %10 = spirv.ConvertFToU %9 : vector<16xbf16> to vector<16xi64>
      %11 = spirv.Constant dense<1> : vector<4xi32>
      spirv.ReturnValue %11 : vector<4xi32>
    }
  }
}
