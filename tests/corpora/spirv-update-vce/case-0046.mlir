// FLAGS: --spirv-update-vce
module {
  spirv.module Logical GLSL450 attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.5, [Geometry, StoragePushConstant8, TensorFloat32RoundingINTEL, BFloat16TypeKHR, DotProductInput4x8BitPacked, StorageInputOutput16, Int16, Matrix, Shader, Float64, GroupNonUniform, Int64, Vector16, GroupNonUniformBallot, Kernel, GraphARM, StorageUniform16, AtomicFloat16AddEXT, GroupNonUniformVote, StorageImageExtendedFormats], [SPV_ARM_graph, SPV_KHR_subgroup_rotate, SPV_EXT_replicated_composites, SPV_KHR_cooperative_matrix]>, #spirv.resource_limits<>>} {
    spirv.func @f0(%arg0: vector<4xi64>, %arg1: vector<4xf64>) -> vector<2xf32> "Const" {
      %0 = spirv.Constant false
      %1 = spirv.GroupNonUniformAny <Subgroup> %0 : i1
      %2 = spirv.Undef : f32
      %3 = spirv.Constant 1.0 : f32
      %4 = spirv.FRem %2, %3 : f32
      %5 = spirv.Constant dense<-1> : vector<8xi16>
      %6 = spirv.BitReverse %5 : vector<8xi16>
      %7 = spirv.Constant 3 : i16
      %8 = spirv.UConvert %7 : i16 to i64
      %9 = spirv.Constant dense<0.5> : vector<2xf32>
      spirv.ReturnValue %9 : vector<2xf32>
    }
  }
  spirv.module Logical Vulkan attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.5, [VulkanMemoryModel, Kernel, Shader, Matrix, DeviceEnqueue, Vector16, SubgroupDispatch], [SPV_KHR_vulkan_memory_model]>, #spirv.resource_limits<>>} {
    spirv.func @f0() "DontInline" {
      %0 = spirv.Constant 3 : i32
      %1 = spirv.SRem %0, %0 : i32
      %2 = spirv.Constant dense<-2.0> : vector<8xf32>
      %3 = spirv.FMul %2, %2 : vector<8xf32>
      spirv.Return
    }
    spirv.EntryPoint "GLCompute" @f0
    spirv.ExecutionMode @f0 "SubgroupSize", 32
  }
}
