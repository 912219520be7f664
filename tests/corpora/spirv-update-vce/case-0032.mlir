// FLAGS: --spirv-update-vce
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.5, [GroupNonUniform, SubgroupBufferBlockIOINTEL, Shader, Matrix, StorageBuffer8BitAccess, Vector16, Kernel, GroupNonUniformVote], [SPV_KHR_storage_buffer_storage_class, SPV_INTEL_subgroups, SPV_KHR_8bit_storage]>, #spirv.resource_limits<>>} {
  spirv.module Logical GLSL450 {
    spirv.GlobalVariable @g1 bind(0, 1) : !spirv.ptr<i8, StorageBuffer>
    spirv.func @f0(%arg0: !spirv.matrix<3 x vector<3xf32>>, %arg1: vector<16xi1>, %arg2: vector<4xi32>) -> vector<3xi32> "None" {
      %0 = spirv.mlir.addressof @g1 : !spirv.ptr<i8, StorageBuffer>
      %1 = spirv.INTEL.SubgroupBlockRead %0 : !spirv.ptr<i8, StorageBuffer> -> i8
      %2 = spirv.Constant true
      %3 = spirv.GroupNonUniformAny <Subgroup> %2 : i1
      %4 = spirv.Constant dense<4> : vector<3xi32>
      spirv.ReturnValue %4 : vector<3xi32>
    }
  }
}
