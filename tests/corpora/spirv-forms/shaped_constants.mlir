// Constants of SPIR-V's shaped types: a cooperative matrix (splat only) and
// an ARM tensor take elements literals, as tensors of their shape do,
// including the hexadecimal form and nested lists.

spirv.module Logical GLSL450 requires #spirv.vce<v1.6, [Shader, CooperativeMatrixKHR, Float16, TensorsARM], [SPV_KHR_cooperative_matrix, SPV_ARM_tensors]> {
  spirv.func @matrices() -> !spirv.coopmatrix<8x16xf32, Subgroup, MatrixA> "None" {
    %float = spirv.Constant dense<1.5> : !spirv.coopmatrix<8x16xf32, Subgroup, MatrixA>
    %half = spirv.Constant dense<-2.0> : !spirv.coopmatrix<16x8xf16, Workgroup, MatrixB>
    %int = spirv.Constant dense<3> : !spirv.coopmatrix<8x8xi32, Subgroup, MatrixAcc>
    %listed = spirv.Constant dense<[[7, 7], [7, 7]]> : !spirv.coopmatrix<2x2xi8, Subgroup, MatrixA>
    spirv.ReturnValue %float : !spirv.coopmatrix<8x16xf32, Subgroup, MatrixA>
  }
  spirv.func @tensors() -> !spirv.arm.tensor<2x3xi32> "None" {
    %splat = spirv.Constant dense<35> : !spirv.arm.tensor<1xi32>
    %nested = spirv.Constant dense<[[1, 2, 3], [4, 5, 6]]> : !spirv.arm.tensor<2x3xi32>
    %hex = spirv.Constant dense<"0x0000803F00000040"> : !spirv.arm.tensor<2xf32>
    %floats = spirv.Constant dense<[[0.5], [-1.25]]> : !spirv.arm.tensor<2x1xf16>
    spirv.ReturnValue %nested : !spirv.arm.tensor<2x3xi32>
  }
}
