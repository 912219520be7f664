// FLAGS: --spirv-update-vce
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.3, [GroupNonUniformBallot, PhysicalStorageBufferAddresses, Image1D, CullDistance, StorageBuffer16BitAccess, Vector16, BFloat16TypeKHR, GraphARM, Shader, StorageImageMultisample, StorageBuffer8BitAccess, GroupNonUniformArithmetic, GroupNonUniform, Float16, ImageRect, Float64, Kernel, Int64, ReplicatedCompositesEXT, StorageUniform16, Matrix, AtomicFloat16AddEXT], [SPV_NV_shader_subgroup_partitioned, SPV_KHR_variable_pointers, SPV_EXT_shader_atomic_float_add, SPV_KHR_8bit_storage, SPV_EXT_physical_storage_buffer, SPV_EXT_replicated_composites, SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<>>} {
  spirv.module PhysicalStorageBuffer64 GLSL450 {
    spirv.GlobalVariable @g1 : !spirv.ptr<f64, CrossWorkgroup>
    spirv.GlobalVariable @g2 bind(0, 2) : !spirv.ptr<f32, StorageBuffer>
    spirv.func @f0(%arg0: f32, %arg1: i64) "None" {
      %0 = spirv.UDiv %arg1, %arg1 : i64
      %1 = spirv.FRem %arg0, %arg0 : f32
      %2 = spirv.Constant dense<1.0> : vector<16xf32>
      %3 = spirv.CL.exp %2 : vector<16xf32>
      %4 = spirv.mlir.addressof @g1 : !spirv.ptr<f64, CrossWorkgroup>
      %5 = spirv.Constant 0.5 : f64
      %6 = spirv.EXT.AtomicFAdd <Workgroup> <Acquire> %4, %5 : !spirv.ptr<f64, CrossWorkgroup>
      %7 = spirv.Constant dense<true> : vector<4xi1>
      %8 = spirv.Constant dense<true> : vector<4xi1>
      %9 = spirv.LogicalAnd %7, %8 : vector<4xi1>
      spirv.Return
    }
    spirv.func @f1() "None" {
      %0 = spirv.Constant 1 : i32
      %1 = spirv.IAdd %0, %0 : i32
      %2 = spirv.Constant dense<0.5> : vector<3xf32>
      %3 = spirv.GroupNonUniformFMax <Workgroup> <Reduce> %2 : vector<3xf32> -> vector<3xf32>
      %4 = spirv.Undef : !spirv.matrix<2 x vector<3xf16>>
      %5 = spirv.Constant 1.0 : f16
      %6 = spirv.MatrixTimesScalar %4, %5 : !spirv.matrix<2 x vector<3xf16>>, f16
      %7 = spirv.mlir.addressof @g2 : !spirv.ptr<f32, StorageBuffer>
      %8 = spirv.Load "StorageBuffer" %7 : f32
      spirv.Return
    }
  }
}
