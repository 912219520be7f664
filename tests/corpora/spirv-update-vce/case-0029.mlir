// FLAGS: --spirv-update-vce
module {
  spirv.module Logical Vulkan requires #spirv.vce<v1.5, [Kernel], []> {
    spirv.GlobalVariable @g1 bind(0, 1) : !spirv.ptr<!spirv.struct<(!spirv.array<4 x i64, stride=8> [0])>, StorageBuffer>
    spirv.func @f0(%arg0: f64, %arg1: f64) "DontInline" {
      %0 = spirv.Constant dense<3> : vector<8xi64>
      %1 = spirv.IEqual %0, %0 : vector<8xi64>
      %2 = spirv.Undef : i32
      %3 = spirv.GroupNonUniformBitwiseAnd <Subgroup> <ExclusiveScan> %2 : i32 -> i32
      %4 = spirv.mlir.addressof @g1 : !spirv.ptr<!spirv.struct<(!spirv.array<4 x i64, stride=8> [0])>, StorageBuffer>
      %5 = spirv.Load "StorageBuffer" %4 ["Volatile"] : !spirv.struct<(!spirv.array<4 x i64, stride=8> [0])>
      spirv.Return
    }
  }
  spirv.module Logical GLSL450 {
    spirv.func @f0(%arg0: i32, %arg1: vector<16xi64>) -> vector<4xf32> "None" {
      %0 = spirv.Constant 0.5 : f32
      %1 = spirv.GL.FAbs %0 : f32
      %2 = spirv.Constant dense<3> : vector<8xi8>
      %3 = spirv.Constant 4 : i32
      %4 = spirv.BitFieldUExtract %2, %arg0, %3 : vector<8xi8>, i32, i32
      %5 = spirv.Undef : !spirv.ptr<!spirv.struct<(!spirv.array<4 x i16, stride=2> [0])>, Uniform>
      %6 = spirv.Load "Uniform" %5 : !spirv.struct<(!spirv.array<4 x i16, stride=2> [0])>
      %7 = spirv.SRem %arg0, %arg0 : i32
      %8 = spirv.Undef : !spirv.ptr<!spirv.struct<(!spirv.array<4 x f16, stride=2> [0])>, StorageBuffer>
      %9 = spirv.Load "StorageBuffer" %8 : !spirv.struct<(!spirv.array<4 x f16, stride=2> [0])>
      %10 = spirv.Constant -2.0 : f64
      %11 = spirv.FDiv %10, %10 : f64
      %12 = spirv.Undef : vector<4xf32>
      spirv.ReturnValue %12 : vector<4xf32>
    }
  }
}
