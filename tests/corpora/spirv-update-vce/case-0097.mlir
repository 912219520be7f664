// FLAGS: --spirv-update-vce
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.2, [OptNoneINTEL, AtomicFloat64AddEXT, Int8, GroupNonUniformArithmetic, Shader, StorageInputOutput16, Sampled1D, Matrix, StorageUniform16, AtomicFloat32AddEXT, GroupNonUniform, DenormPreserve, DotProductInput4x8Bit, Float64, Vector16, TensorsARM, Kernel, Tessellation], [SPV_KHR_variable_pointers, SPV_KHR_integer_dot_product, SPV_KHR_cooperative_matrix, SPV_KHR_physical_storage_buffer, SPV_KHR_bfloat16, SPV_EXT_mesh_shader, SPV_KHR_uniform_group_instructions]>, #spirv.resource_limits<>>} {
  spirv.module Logical GLSL450 {
    spirv.GlobalVariable @g1 : !spirv.ptr<i8, Output>
    spirv.SpecConstant @sc = 7 : i16
    spirv.func @f0(%arg0: vector<16xf32>, %arg1: i32) "Inline" {
      %0 = spirv.Undef : !spirv.ptr<!spirv.struct<(!spirv.array<4 x f32, stride=4> [0])>, Uniform>
      %1 = spirv.Undef : !spirv.struct<(!spirv.array<4 x f32, stride=4> [0])>
      spirv.Store "Uniform" %0, %1 : !spirv.struct<(!spirv.array<4 x f32, stride=4> [0])>
      %2 = spirv.Constant -2.0 : f32
      %3 = spirv.GroupNonUniformFMul <Subgroup> <ExclusiveScan> %2 : f32 -> f32
      %4 = spirv.mlir.addressof @g1 : !spirv.ptr<i8, Output>
      %5 = spirv.Load "Output" %4 : i8
      spirv.Return
    }
  }
}
