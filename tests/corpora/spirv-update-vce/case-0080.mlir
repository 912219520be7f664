// FLAGS: --spirv-update-vce
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.6, [DotProduct, Float64, GenericPointer, Addresses, Matrix, Shader, GroupNonUniformQuad, DotProductInputAll, DotProductInput4x8BitPacked, Kernel, Vector16, GroupNonUniform, Int16, Int64, PhysicalStorageBufferAddresses], [SPV_KHR_integer_dot_product, SPV_EXT_physical_storage_buffer]>, #spirv.resource_limits<>>} {
  spirv.module PhysicalStorageBuffer64 GLSL450 requires #spirv.vce<v1.2, [Kernel], []> {
    spirv.func @f0() -> f32 "DontInline" {
      %var0 = spirv.Variable : !spirv.ptr<vector<4xf32>, Function>
      %0 = spirv.Constant 1 : i32
      %1 = spirv.Constant dense<-1> : vector<2xi32>
      %2 = spirv.GroupNonUniformQuadSwap <Subgroup> %1 %0 : vector<2xi32>, i32
      %3 = spirv.Undef : vector<3xf32>
      %4 = spirv.Undef : vector<3xf32>
      %5 = spirv.CL.fma %3, %3, %4 : vector<3xf32>
      %6 = spirv.Constant dense<1.0> : vector<4xf32>
      spirv.Store "Function" %var0, %6 : vector<4xf32>
      %7 = spirv.Undef : i64
      %8 = spirv.Constant dense<4> : vector<4xi16>
      %9 = spirv.SUDotAccSat %8, %8, %7 : vector<4xi16> -> i64
      %10 = spirv.Constant dense<0> : vector<8xi32>
      %11 = spirv.SRem %10, %10 : vector<8xi32>
      %12 = spirv.Constant -2.0 : f32
      spirv.ReturnValue %12 : f32
    }
  }
  spirv.module Logical GLSL450 {
    spirv.GlobalVariable @g1 : !spirv.ptr<vector<4xi64>, CrossWorkgroup>
    spirv.func @f0(%arg0: !spirv.ptr<!spirv.struct<(f32, i32)>, Generic>) -> f32 "Const" {
      %0 = spirv.Constant dense<-2.0> : vector<3xf32>
      %1 = spirv.CL.exp %0 : vector<3xf32>
      %2 = spirv.mlir.addressof @g1 : !spirv.ptr<vector<4xi64>, CrossWorkgroup>
      %3 = spirv.Constant dense<1> : vector<4xi64>
      spirv.Store "CrossWorkgroup" %2, %3 : vector<4xi64>
      %4 = spirv.Constant -2.0 : f64
      %5 = spirv.GL.FMix %4 : f64, %4 : f64, %4 : f64 -> f64
      %6 = spirv.Undef : vector<16xf64>
      %7 = spirv.Constant dense<0.5> : vector<16xf64>
      %8 = spirv.FUnordEqual %6, %7 : vector<16xf64>
      %9 = spirv.Constant 4 : i32
      %10 = spirv.SUDotAccSat %9, %9, %9, <PackedVectorFormat4x8Bit> : i32 -> i32
      %11 = spirv.Constant dense<1.0> : vector<3xf64>
      %12 = spirv.GL.FAbs %11 : vector<3xf64>
      %13 = spirv.Constant 1.0 : f32
      spirv.ReturnValue %13 : f32
    }
  }
}
