// FLAGS: --spirv-update-vce
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.3, [Kernel, Matrix, Geometry, Image1D, DotProductInput4x8BitPacked, Tessellation, GroupNonUniformArithmetic, SubgroupDispatch, Int8, StoragePushConstant16, Int64, Shader, DeviceGroup, GroupNonUniformShuffleRelative, Vector16, GroupNonUniform], [SPV_KHR_cooperative_matrix, SPV_KHR_device_group, SPV_EXT_shader_atomic_float_add]>, #spirv.resource_limits<>>} {
  spirv.module Logical GLSL450 {
    spirv.func @f0(%arg0: i32) -> i32 "None" {
      %0 = spirv.Constant dense<-1> : vector<4xi64>
      %1 = spirv.GroupNonUniformBitwiseAnd <Workgroup> <ExclusiveScan> %0 : vector<4xi64> -> vector<4xi64>
      %2 = spirv.Constant 3 : i64
      %3 = spirv.Bitcast %2 : i64 to vector<8xi8>
      spirv.ReturnValue %arg0 : i32
    }
  }
}
