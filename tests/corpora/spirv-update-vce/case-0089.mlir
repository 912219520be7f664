// FLAGS: --spirv-update-vce
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.6, [Int8, InputAttachment, StorageUniform16, AtomicFloat64AddEXT, StorageImageExtendedFormats, SubgroupBufferBlockIOINTEL, DotProduct, Tessellation, DotProductInput4x8BitPacked, Float64, GraphARM, DotProductInput4x8Bit, SampledCubeArray, ImageQuery, DenormPreserve, GroupUniformArithmeticKHR, ImageMSArray, SampledRect, SubgroupDispatch, Shader, Linkage], [SPV_KHR_bfloat16, SPV_KHR_ray_tracing, SPV_KHR_integer_dot_product, SPV_KHR_storage_buffer_storage_class, SPV_KHR_uniform_group_instructions, SPV_KHR_8bit_storage, SPV_KHR_subgroup_rotate]>, #spirv.resource_limits<>>} {
  spirv.module Logical GLSL450 {
    spirv.GlobalVariable @g1 : !spirv.ptr<vector<3xf64>, StorageBuffer>
    spirv.func @f0(%arg0: f64, %arg1: vector<4xf32>, %arg2: !spirv.rtarray<i8>) "None" {
      %0 = spirv.Constant 0 : i32
      %1 = spirv.Undef : vector<4xi8>
      %2 = spirv.SDotAccSat %1, %1, %0 : vector<4xi8> -> i32
      %3 = spirv.mlir.addressof @g1 : !spirv.ptr<vector<3xf64>, StorageBuffer>
      %4 = spirv.Undef : vector<3xf64>
      spirv.Store "StorageBuffer" %3, %4 : vector<3xf64>
      %5 = spirv.Undef : !spirv.ptr<i32, Workgroup>
      %6 = spirv.AtomicCompareExchange <Device> <Acquire> <Acquire> %5, %2, %2 : !spirv.ptr<i32, Workgroup>
      %7 = spirv.Undef : !spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, SamplerUnknown, Rg16>
      %8 = spirv.ImageQuerySize %7 : !spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, SamplerUnknown, Rg16> -> vector<2xi32>
      spirv.Return
    }
  }
}
