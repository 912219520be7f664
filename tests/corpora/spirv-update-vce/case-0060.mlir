// FLAGS: --spirv-update-vce
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.6, [StorageImageMultisample, DeviceGroup, GraphARM, SubgroupBallotKHR, Matrix, GroupNonUniformPartitionedNV, StoragePushConstant16, ImageRect, Shader, PhysicalStorageBufferAddresses, CooperativeMatrixKHR], [SPV_KHR_integer_dot_product, SPV_KHR_uniform_group_instructions, SPV_KHR_physical_storage_buffer, SPV_KHR_expect_assume, SPV_ARM_tensors, SPV_EXT_physical_storage_buffer, SPV_INTEL_tensor_float32_conversion, SPV_ARM_graph, SPV_KHR_variable_pointers, SPV_KHR_cooperative_matrix, SPV_EXT_replicated_composites]>, #spirv.resource_limits<>>} {
  spirv.module PhysicalStorageBuffer64 GLSL450 {
    spirv.func @f0() "None" {
      %0 = spirv.Constant 0 : i32
      %1 = spirv.SRem %0, %0 : i32
      %2 = spirv.KHR.CooperativeMatrixLength : !spirv.coopmatrix<8x16xf16, Subgroup, MatrixA>
      spirv.Return
    }
  }
}
