// FLAGS: --spirv-update-vce
module {
  spirv.module Logical Vulkan attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.6, [Addresses, GenericPointer, Vector16, VulkanMemoryModel, Kernel, Float16, TensorFloat32RoundingINTEL, CooperativeMatrixKHR, Float64], [SPV_KHR_vulkan_memory_model, SPV_KHR_cooperative_matrix, SPV_INTEL_tensor_float32_conversion]>, #spirv.resource_limits<>>} {
    spirv.func @f0() -> !spirv.coopmatrix<8x16xf16, Subgroup, MatrixA> "None" {
      %var0 = spirv.Variable : !spirv.ptr<f32, Function>
      %0 = spirv.PtrCastToGeneric %var0 : !spirv.ptr<f32, Function> to !spirv.ptr<f32, Generic>
      spirv.ControlBarrier <Subgroup>, <QueueFamily>, <AcquireRelease>
      %1 = spirv.Constant dense<0.5> : vector<2xf32>
      %2 = spirv.INTEL.RoundFToTF32 %1 : vector<2xf32> to vector<2xf32>
      %3 = spirv.Constant dense<1.0> : vector<16xf64>
      %4 = spirv.IsInf %3 : vector<16xf64>
      %5 = spirv.Undef : !spirv.coopmatrix<8x16xf16, Subgroup, MatrixA>
      spirv.ReturnValue %5 : !spirv.coopmatrix<8x16xf16, Subgroup, MatrixA>
    }
  }
}
