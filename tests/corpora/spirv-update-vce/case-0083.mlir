// FLAGS: --spirv-update-vce
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.6, [Float16, GenericPointer, Int16, GroupNonUniformVote, GroupNonUniformArithmetic, Int64, Tessellation, MeshShadingEXT, DotProductInput4x8BitPacked, Int8, ImageRect, Image1D, VulkanMemoryModel, GroupNonUniform, Vector16, RayTracingKHR, SubgroupBufferBlockIOINTEL, Shader, Kernel, DotProductInputAll, DenormPreserve, DotProduct], [SPV_KHR_cooperative_matrix, SPV_KHR_vulkan_memory_model, SPV_KHR_no_integer_wrap_decoration, SPV_INTEL_subgroups, SPV_KHR_integer_dot_product, SPV_INTEL_bfloat16_conversion, SPV_INTEL_optnone]>, #spirv.resource_limits<>>} {
  spirv.module Logical Vulkan {
    spirv.GlobalVariable @g1 : !spirv.ptr<i32, CrossWorkgroup>
    spirv.func @f0() -> vector<4xi32> "Inline|Pure" {
      %0 = spirv.Constant 1.0 : f16
      %1 = spirv.IsNan %0 : f16
      spirv.ControlBarrier <Subgroup>, <Workgroup>, <Acquire>
      %2 = spirv.Constant dense<1.0> : vector<16xf16>
      %3 = spirv.CompositeExtract %2[5 : i32] : vector<16xf16>
      %4 = spirv.Constant dense<1> : vector<2xi16>
      %5 = spirv.UDot %4, %4 : vector<2xi16> -> i64
      %6 = spirv.mlir.addressof @g1 : !spirv.ptr<i32, CrossWorkgroup>
      %7 = spirv.Constant 1 : i32
      %8 = spirv.AtomicCompareExchangeWeak <Workgroup> <Release|MakeAvailable> <None> %6, %7, %7 : !spirv.ptr<i32, CrossWorkgroup>
      %9 = spirv.Constant dense<1> : vector<16xi32>
      %10 = spirv.Constant dense<3> : vector<16xi32>
      %11 = spirv.UDiv %9, %10 : vector<16xi32>
      %12 = spirv.Constant dense<4> : vector<4xi32>
      spirv.ReturnValue %12 : vector<4xi32>
    }
    spirv.func @f1(%arg0: i1, %arg1: !spirv.image<f32, Dim1D, NoDepth, NonArrayed, SingleSampled, NoSampler, Unknown>) -> vector<2xi32> "DontInline" {
      %0 = spirv.Constant dense<3> : vector<8xi32>
      %1 = spirv.Constant dense<4> : vector<8xi32>
      %2 = spirv.UDiv %0, %1 : vector<8xi32>
      %3 = spirv.Constant 4 : i64
      %4 = spirv.GroupNonUniformBitwiseXor <Subgroup> <Reduce> %3 : i64 -> i64
      %5 = spirv.Constant dense<false> : vector<4xi1>
      %6 = spirv.Undef : vector<4xf32>
      %7 = spirv.Constant dense<-2.0> : vector<4xf32>
      %8 = spirv.Select %5, %6, %7 : vector<4xi1>, vector<4xf32>
      %9 = spirv.Undef : i8
      %10 = spirv.GroupNonUniformIAdd <Subgroup> <ExclusiveScan> %9 : i8 -> i8
      %11 = spirv.Constant dense<-2.0> : vector<4xf16>
      %12 = spirv.FDiv %11, %11 : vector<4xf16>
      %13 = spirv.Constant dense<3> : vector<2xi32>
      spirv.ReturnValue %13 : vector<2xi32>
    }
  }
}
