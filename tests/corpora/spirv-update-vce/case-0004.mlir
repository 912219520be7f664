// FLAGS: --spirv-update-vce
module {
  spirv.module PhysicalStorageBuffer64 GLSL450 attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.6, [StoragePushConstant16, GroupNonUniformShuffle, DotProductInput4x8Bit, GroupNonUniformPartitionedNV, DotProduct, PhysicalStorageBufferAddresses, GroupNonUniformArithmetic, GroupNonUniform, Int64, StorageUniform16, StorageInputOutput16, Shader, InputAttachment, Int8, MeshShadingEXT, Matrix], [SPV_KHR_device_group, SPV_KHR_ray_tracing, SPV_KHR_shader_ballot, SPV_KHR_integer_dot_product, SPV_NV_shader_subgroup_partitioned, SPV_EXT_mesh_shader, SPV_INTEL_bfloat16_conversion, SPV_EXT_physical_storage_buffer]>, #spirv.resource_limits<>>} {
    spirv.func @f0(%arg0: vector<4xi32>) "None" {
      %0 = spirv.Constant 1 : i32
      spirv.EXT.SetMeshOutputs %0, %0 : i32, i32
      %1 = spirv.Constant -1 : i32
      %2 = spirv.GroupNonUniformIAdd <Subgroup> <PartitionedReduceNV> %1 : i32 -> i32
      %3 = spirv.Constant 1 : i64
      %4 = spirv.Constant dense<3> : vector<4xi8>
      %5 = spirv.UDotAccSat %4, %4, %3 : vector<4xi8> -> i64
      spirv.Return
    }
  }
}
