// FLAGS: --spirv-update-vce
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.6, [Groups, VulkanMemoryModel, DotProduct, GroupNonUniformArithmetic, Kernel, AtomicFloat16AddEXT, Float64, ImageCubeArray, Matrix, Vector16, GroupNonUniform, Int8, Int64, Shader, DotProductInput4x8Bit, SampledCubeArray], [SPV_KHR_vulkan_memory_model, SPV_KHR_integer_dot_product]>, #spirv.resource_limits<>>} {
  spirv.module Logical Vulkan requires #spirv.vce<v1.2, [Shader], []> {
    spirv.func @f0(%arg0: !spirv.sampled_image<!spirv.image<f32, Cube, NoDepth, NonArrayed, SingleSampled, NoSampler, Unknown>>, %arg1: vector<2xf32>) "None" {
      %0 = spirv.Undef : vector<16xf64>
      %1 = spirv.FNegate %0 : vector<16xf64>
      %2 = spirv.Undef : i64
      %3 = spirv.GroupUMin <Workgroup> <InclusiveScan> %2 : i64
      %4 = spirv.Constant dense<-2.0> : vector<3xf32>
      %5 = spirv.FNegate %4 : vector<3xf32>
      %6 = spirv.Undef : !spirv.ptr<f64, CrossWorkgroup>
      %7 = spirv.Constant 0.5 : f64
      %8 = spirv.EXT.AtomicFAdd <Subgroup> <AcquireRelease|Volatile> %6, %7 : !spirv.ptr<f64, CrossWorkgroup>
      %9 = spirv.Constant dense<3> : vector<4xi8>
      %10 = spirv.UDot %9, %9 : vector<4xi8> -> i64
      spirv.Return
    }
  }
}
