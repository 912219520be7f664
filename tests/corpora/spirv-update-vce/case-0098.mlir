// FLAGS: --spirv-update-vce
module {
  spirv.module Logical Vulkan attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.6, [PhysicalStorageBufferAddresses, Float64, ReplicatedCompositesEXT, Shader, VulkanMemoryModel, Matrix, Kernel, CooperativeMatrixKHR], [SPV_EXT_replicated_composites, SPV_KHR_cooperative_matrix, SPV_KHR_vulkan_memory_model, SPV_EXT_physical_storage_buffer]>, #spirv.resource_limits<>>} {
    spirv.SpecConstant @sc = 7 : i16
    spirv.func @f0(%arg0: vector<4xi1>) "None" {
      %0 = spirv.Constant dense<4> : vector<3xi32>
      %1 = spirv.Constant dense<3> : vector<3xi32>
      %2 = spirv.BitwiseAnd %0, %1 : vector<3xi32>
      %3 = spirv.KHR.CooperativeMatrixLength : !spirv.coopmatrix<8x16xf32, Subgroup, MatrixA>
      %4 = spirv.EXT.ConstantCompositeReplicate [1.0 : f32] : vector<2xf32>
      %5 = spirv.Undef : !spirv.ptr<vector<4xi32>, PhysicalStorageBuffer>
      %6 = spirv.Load "PhysicalStorageBuffer" %5 ["Aligned", 4] : vector<4xi32>
      %7 = spirv.Undef : !spirv.matrix<3 x vector<2xf64>>
      %8 = spirv.Transpose %7 : !spirv.matrix<3 x vector<2xf64>> -> !spirv.matrix<2 x vector<3xf64>>
      %9 = spirv.Constant 1.0 : f32
      %10 = spirv.Unordered %9, %9 : f32
      spirv.Return
    }
  }
}
