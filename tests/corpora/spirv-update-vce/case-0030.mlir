// FLAGS: --spirv-update-vce
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.6, [GroupNonUniformClustered, DenormPreserve, GraphARM, CullDistance, CooperativeMatrixKHR, GroupUniformArithmeticKHR, Int8, Float16, Matrix, DotProductInputAll, StorageBuffer16BitAccess, SampledBuffer, Sampled1D, Float64, StoragePushConstant16, Shader], [SPV_EXT_mesh_shader, SPV_KHR_no_integer_wrap_decoration, SPV_EXT_shader_atomic_float16_add, SPV_EXT_replicated_composites, SPV_INTEL_tensor_float32_conversion, SPV_KHR_cooperative_matrix, SPV_KHR_16bit_storage]>, #spirv.resource_limits<>>} {
  spirv.module Logical GLSL450 {
    spirv.GlobalVariable @g1 : !spirv.ptr<i8, Workgroup>
    spirv.func @f0(%arg0: i1, %arg1: f32) "None" {
      %var0 = spirv.Variable : !spirv.ptr<i32, Function>
      %0 = spirv.Constant dense<1.0> : vector<3xf64>
      %1 = spirv.Constant dense<1.0> : vector<3xf64>
      %2 = spirv.FDiv %0, %1 : vector<3xf64>
      %3 = spirv.Undef : !spirv.coopmatrix<8x16xf64, Workgroup, MatrixA>
      %4 = spirv.Undef : !spirv.matrix<2 x vector<4xf32>>
      %5 = spirv.Transpose %4 : !spirv.matrix<2 x vector<4xf32>> -> !spirv.matrix<4 x vector<2xf32>>
      %6 = spirv.Constant -1 : i32
      %7 = spirv.AtomicISub <Subgroup> <AcquireRelease> %var0, %6 : !spirv.ptr<i32, Function>
      %8 = spirv.Constant -2.0 : f16
      %9 = spirv.GL.FAbs %8 : f16
      %10 = spirv.mlir.addressof @g1 : !spirv.ptr<i8, Workgroup>
      %11 = spirv.Load "Workgroup" %10 : i8
      spirv.Return
    }
  }
}
