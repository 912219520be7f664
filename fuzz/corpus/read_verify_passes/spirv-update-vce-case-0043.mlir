ê// FLAGS: --spirv-update-vce
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.6, [Shader, Kernel, GroupNonUniformPartitionedNV, GroupNonUniform, TensorFloat32RoundingINTEL, GroupNonUniformArithmetic, VulkanMemoryModel, Float64, Matrix], [SPV_INTEL_tensor_float32_conversion, SPV_NV_shader_subgroup_partitioned, SPV_KHR_vulkan_memory_model]>, #spirv.resource_limits<>>} {
  spirv.module Logical OpenCL {
    spirv.GlobalVariable @g1 bind(0, 1) : !spirv.ptr<i32, Uniform>
    spirv.func @f0() -> i32 "None" {
      %var0 = spirv.Variable : !spirv.ptr<f32, Function>
      %0 = spirv.Undef : !spirv.ptr<vector<2xf64>, Function>
      %1 = spirv.Constant dense<-2.0> : vector<2xf64>
      spirv.Store "Function" %0, %1 : vector<2xf64>
      %2 = spirv.Constant dense<-2.0> : vector<4xf32>
      %3 = spirv.GroupNonUniformFAdd <Subgroup> <PartitionedReduceNV> %2 : vector<4xf32> -> vector<4xf32>
      %4 = spirv.Constant 0.5 : f32
      %5 = spirv.INTEL.RoundFToTF32 %4 : f32 to f32
      %6 = spirv.mlir.addressof @g1 : !spirv.ptr<i32, Uniform>
      %7 = spirv.Undef : i32
      %8 = spirv.AtomicXor <Invocation> <AcquireRelease|Volatile> %6, %7 : !spirv.ptr<i32, Uniform>
      %9 = spirv.Constant 0.5 : f32
      %10 = spirv.FAdd %4, %9 : f32
      %11 = spirv.Constant -2.0 : f32
      spirv.Store "Function" %var0, %11 : f32
      spirv.ReturnValue %8 : i32
    }
  }
}
