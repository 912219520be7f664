// FLAGS: --spirv-update-vce
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.5, [GroupNonUniformArithmetic, Int64, ImageQuery, Float64, Kernel, GroupNonUniform, Int16, Matrix, Float16, ReplicatedCompositesEXT, VulkanMemoryModel, Shader, GroupUniformArithmeticKHR], [SPV_EXT_replicated_composites]>, #spirv.resource_limits<>>} {
  spirv.module Logical GLSL450 {
    spirv.GlobalVariable @g1 bind(0, 1) : !spirv.ptr<!spirv.struct<(!spirv.array<4 x f32, stride=4> [0])>, Uniform>
    spirv.SpecConstant @sc = true
    spirv.func @f0(%arg0: i32, %arg1: i32, %arg2: vector<16xf32>) -> !spirv.ptr<!spirv.struct<(!spirv.array<4 x f32, stride=4> [0])>, Uniform> "None" {
      %0 = spirv.Constant 0.5 : f16
      %1 = spirv.KHR.GroupFMul <Subgroup> <ExclusiveScan> %0 : f16
      spirv.ControlBarrier <Subgroup>, <CrossDevice>, <Acquire|MakeVisible>
      %2 = spirv.Undef : i16
      %3 = spirv.Not %2 : i16
      %4 = spirv.EXT.ConstantCompositeReplicate [0 : i64] : vector<16xi64>
      %5 = spirv.Undef : !spirv.image<f32, Dim3D, NoDepth, NonArrayed, SingleSampled, NoSampler, Unknown>
      %6 = spirv.ImageQuerySize %5 : !spirv.image<f32, Dim3D, NoDepth, NonArrayed, SingleSampled, NoSampler, Unknown> -> vector<3xi32>
      %7 = spirv.Constant dense<0.5> : vector<4xf64>
      %8 = spirv.Constant dense<-2.0> : vector<4xf64>
      %9 = spirv.Ordered %7, %8 : vector<4xf64>
      %10 = spirv.mlir.addressof @g1 : !spirv.ptr<!spirv.struct<(!spirv.array<4 x f32, stride=4> [0])>, Uniform>
      spirv.ReturnValue %10 : !spirv.ptr<!spirv.struct<(!spirv.array<4 x f32, stride=4> [0])>, Uniform>
    }
  }
}
