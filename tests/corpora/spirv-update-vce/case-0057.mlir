// FLAGS: --spirv-update-vce
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.6, [Matrix, StoragePushConstant8, PhysicalStorageBufferAddresses, GroupNonUniformClustered, Bfloat16ConversionINTEL, Groups, TensorFloat32RoundingINTEL, StorageInputOutput16, GenericPointer, ImageMSArray, Int64Atomics, GroupNonUniformShuffleRelative, Float64, CooperativeMatrixKHR, Shader, Vector16, Int16, Float16, Addresses, Kernel], [SPV_KHR_no_integer_wrap_decoration, SPV_KHR_shader_ballot, SPV_INTEL_tensor_float32_conversion, SPV_INTEL_bfloat16_conversion, SPV_KHR_multiview, SPV_KHR_8bit_storage, SPV_KHR_bfloat16, SPV_KHR_cooperative_matrix, SPV_EXT_physical_storage_buffer]>, #spirv.resource_limits<>>} {
  spirv.module Logical GLSL450 {
    spirv.func @f0(%arg0: !spirv.ptr<f16, PhysicalStorageBuffer> {spirv.decoration = #spirv.decoration<Aliased>}, %arg1: vector<2xf32>) "Pure" {
      %0 = spirv.Constant dense<1> : vector<4xi16>
      %1 = spirv.INTEL.ConvertBF16ToF %0 : vector<4xi16> to vector<4xf32>
      %2 = spirv.Constant 1.0 : f64
      %3 = spirv.GL.FMix %2 : f64, %2 : f64, %2 : f64 -> f64
      %4 = spirv.Undef : !spirv.matrix<4 x vector<3xf32>>
      %5 = spirv.Constant 0.5 : f32
      %6 = spirv.MatrixTimesScalar %4, %5 : !spirv.matrix<4 x vector<3xf32>>, f32
      spirv.Return
    }
  }
  spirv.module Physical64 OpenCL {
    spirv.func @f0() "None" {
      %0 = spirv.Constant dense<3> : vector<8xi16>
      %1 = spirv.SNegate %0 : vector<8xi16>
      %2 = spirv.Constant dense<-1> : vector<3xi64>
      %3 = spirv.BitReverse %2 : vector<3xi64>
      %4 = spirv.Undef : !spirv.coopmatrix<8x16xf64, Workgroup, MatrixAcc>
      %5 = spirv.Constant dense<0.5> : vector<3xf16>
      %6 = spirv.FConvert %5 : vector<3xf16> to vector<3xf64>
      %7 = spirv.Constant dense<-2.0> : vector<4xf32>
      %8 = spirv.INTEL.RoundFToTF32 %7 : vector<4xf32> to vector<4xf32>
      spirv.Return
    }
  }
}
