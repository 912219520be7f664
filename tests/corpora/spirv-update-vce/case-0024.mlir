// FLAGS: --spirv-update-vce
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.6, [Shader, Float64, Int16, GroupNonUniform, GroupNonUniformShuffleRelative, BFloat16TypeKHR, DotProductInput4x8BitPacked, DotProductInput4x8Bit, GroupNonUniformArithmetic, Bfloat16ConversionINTEL, Int64, CooperativeMatrixKHR, VulkanMemoryModel, Matrix, DotProduct, Int8], [SPV_KHR_bfloat16, SPV_KHR_cooperative_matrix, SPV_KHR_integer_dot_product, SPV_INTEL_bfloat16_conversion]>, #spirv.resource_limits<>>} {
  spirv.module Logical GLSL450 {
    spirv.func @f0() -> vector<4xf32> "DontInline" {
      %0 = spirv.Constant 1 : i16
      %1 = spirv.Constant -1 : i32
      %2 = spirv.GroupNonUniformShuffleUp <Workgroup> %0, %1 : i16, i32
      %3 = spirv.Constant 0 : i64
      %4 = spirv.ConvertUToF %3 : i64 to f64
      %5 = spirv.Constant dense<0.5> : vector<4xf32>
      %6 = spirv.INTEL.ConvertFToBF16 %5 : vector<4xf32> to vector<4xi16>
      %7 = spirv.Undef : i64
      %8 = spirv.Undef : vector<4xi8>
      %9 = spirv.Constant dense<3> : vector<4xi8>
      %10 = spirv.SUDotAccSat %8, %9, %7 : vector<4xi8> -> i64
      %11 = spirv.SUDot %1, %1, <PackedVectorFormat4x8Bit> : i32 -> i32
      %12 = spirv.Constant 1 : i32
      %13 = spirv.SDiv %12, %1 : i32
      spirv.ReturnValue %5 : vector<4xf32>
    }
  }
  spirv.module Logical GLSL450 {
    spirv.GlobalVariable @g1 : !spirv.ptr<!spirv.array<4 x i64, stride=8>, PushConstant>
    spirv.GlobalVariable @g2 : !spirv.ptr<i32, Image>
    spirv.GlobalVariable @g3 : !spirv.ptr<i32, Uniform>
    spirv.func @f0(%arg0: !spirv.ptr<!spirv.struct<(f32, i32)>, Function>, %arg1: vector<4xi16>) "DontInline" {
      %0 = spirv.mlir.addressof @g1 : !spirv.ptr<!spirv.array<4 x i64, stride=8>, PushConstant>
      %1 = spirv.Undef : !spirv.array<4 x i64, stride=8>
      spirv.Store "PushConstant" %0, %1 : !spirv.array<4 x i64, stride=8>
      %2 = spirv.Undef : bf16
      %3 = spirv.ConvertFToU %2 : bf16 to i16
      %4 = spirv.Constant 0.5 : f32
      %5 = spirv.FSub %4, %4 : f32
      %6 = spirv.mlir.addressof @g2 : !spirv.ptr<i32, Image>
      %7 = spirv.Undef : i32
      %8 = spirv.AtomicExchange <Invocation> <Acquire|MakeVisible> %6, %7 : !spirv.ptr<i32, Image>
      %9 = spirv.mlir.addressof @g3 : !spirv.ptr<i32, Uniform>
      %10 = spirv.Load "Uniform" %9 : i32
      %11 = spirv.Undef : !spirv.coopmatrix<8x16xi8, Subgroup, MatrixB>
      spirv.Return
    }
    spirv.func @f1(%arg0: vector<4xf32>) "None" {
      %0 = spirv.Constant 1 : i32
      %1 = spirv.GroupNonUniformBitwiseOr <Workgroup> <Reduce> %0 : i32 -> i32
      %2 = spirv.Constant dense<1> : vector<2xi32>
      %3 = spirv.Constant dense<4> : vector<2xi32>
      %4 = spirv.UDiv %2, %3 : vector<2xi32>
      spirv.Return
    }
  }
}
