// FLAGS: --spirv-update-vce
module {
  spirv.module Logical GLSL450 requires #spirv.vce<v1.4, [Shader], []> attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.6, [Kernel, Int16, SubgroupBallotKHR, VulkanMemoryModel, AtomicFloat16AddEXT, Float64, Vector16, Shader, Matrix, Float16], [SPV_KHR_shader_ballot, SPV_EXT_shader_atomic_float_add]>, #spirv.resource_limits<>>} {
    spirv.SpecConstant @sc = true
    spirv.func @f0() -> f64 "None" {
      %0 = spirv.Constant 3 : i32
      %1 = spirv.UDiv %0, %0 : i32
      %2 = spirv.Undef : !spirv.ptr<f16, Workgroup>
      %3 = spirv.Constant 0.5 : f16
      %4 = spirv.EXT.AtomicFAdd <Subgroup> <Acquire|MakeVisible> %2, %3 : !spirv.ptr<f16, Workgroup>
      %5 = spirv.Constant 1 : i16
      %6 = spirv.Constant 3 : i16
      %7 = spirv.BitwiseOr %5, %6 : i16
      %8 = spirv.Constant -2.0 : f32
      %9 = spirv.FNegate %8 : f32
      %10 = spirv.Undef : i1
      %11 = spirv.KHR.SubgroupBallot %10 : vector<4xi32>
      %12 = spirv.Constant dense<1.0> : vector<8xf32>
      %13 = spirv.CL.fabs %12 : vector<8xf32>
      %14 = spirv.Constant -2.0 : f64
      spirv.ReturnValue %14 : f64
    }
  }
}
