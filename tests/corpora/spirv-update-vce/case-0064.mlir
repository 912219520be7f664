// FLAGS: --spirv-update-vce
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.6, [Kernel, Matrix, AtomicFloat16AddEXT, PhysicalStorageBufferAddresses, Shader, Vector16, CooperativeMatrixKHR], [SPV_KHR_cooperative_matrix, SPV_EXT_shader_atomic_float_add, SPV_EXT_physical_storage_buffer]>, #spirv.resource_limits<>>} {
  spirv.module PhysicalStorageBuffer64 GLSL450 {
    spirv.func @f0() -> vector<16xi1> "None" {
      %0 = spirv.Undef : !spirv.ptr<f32, PhysicalStorageBuffer>
      %1 = spirv.Constant 0.5 : f32
      %2 = spirv.EXT.AtomicFAdd <Device> <AcquireRelease|UniformMemory> %0, %1 : !spirv.ptr<f32, PhysicalStorageBuffer>
      %3 = spirv.Undef : !spirv.ptr<i32, CrossWorkgroup>
      %4 = spirv.Constant 1 : i32
      %5 = spirv.AtomicCompareExchange <Device> <Acquire|MakeVisible> <None> %3, %4, %4 : !spirv.ptr<i32, CrossWorkgroup>
      spirv.MemoryBarrier <Workgroup>, <Release|OutputMemory>
      %6 = spirv.Undef : !spirv.coopmatrix<8x16xi32, Workgroup, MatrixA>
      %7 = spirv.Constant dense<false> : vector<16xi1>
      spirv.ReturnValue %7 : vector<16xi1>
    }
  }
}
