// FLAGS: --spirv-update-vce
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.6, [Shader, Float64, VulkanMemoryModel, Float16, Matrix, Int16, CooperativeMatrixKHR], [SPV_KHR_vulkan_memory_model, SPV_KHR_cooperative_matrix]>, #spirv.resource_limits<>>} {
  spirv.module Logical Vulkan {
    spirv.func @f0(%arg0: f16) -> f32 "None" {
      %0 = spirv.Constant 1.0 : f64
      %1 = spirv.FUnordEqual %0, %0 : f64
      %2 = spirv.KHR.CooperativeMatrixLength : !spirv.coopmatrix<8x16xi8, Workgroup, MatrixB>
      %3 = spirv.Constant dense<3> : vector<2xi16>
      %4 = spirv.BitwiseOr %3, %3 : vector<2xi16>
      %5 = spirv.Constant 3 : i32
      %6 = spirv.SLessThan %5, %2 : i32
      %7 = spirv.Constant dense<0.5> : vector<2xf64>
      %8 = spirv.GL.FAbs %7 : vector<2xf64>
      %9 = spirv.Constant -2.0 : f32
      spirv.ReturnValue %9 : f32
    }
  }
}
