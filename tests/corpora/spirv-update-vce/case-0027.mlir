// FLAGS: --spirv-update-vce
module {
  spirv.module Logical GLSL450 attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.3, [Float16, GroupNonUniform, Matrix, GroupNonUniformBallot, Float64, Shader], []>, #spirv.resource_limits<>>} {
    spirv.GlobalVariable @g1 : !spirv.ptr<i32, Uniform>
    spirv.GlobalVariable @g2 bind(0, 2) : !spirv.ptr<i64, Uniform>
    spirv.SpecConstant @sc = 2.0 : f64
    spirv.func @f0(%arg0: !spirv.struct<(i64, f16)>, %arg1: f32) -> i32 "Pure" {
      %0 = spirv.Constant true
      %1 = spirv.GroupNonUniformBallot <Subgroup> %0 : vector<4xi32>
      spirv.FunctionCall @f1() : () -> ()
      %2 = spirv.mlir.addressof @g1 : !spirv.ptr<i32, Uniform>
      %3 = spirv.Constant -1 : i32
      %4 = spirv.AtomicUMin <Device> <Release> %2, %3 : !spirv.ptr<i32, Uniform>
      %5 = spirv.Constant 0 : i32
      spirv.ReturnValue %5 : i32
    }
    spirv.func @f1() "None" {
      %var0 = spirv.Variable : !spirv.ptr<f64, Function>
      %0 = spirv.Undef : !spirv.ptr<f32, Function>
      %1 = spirv.Constant 0.5 : f32
      spirv.Store "Function" %0, %1 : f32
      %2 = spirv.Load "Function" %var0 : f64
      %3 = spirv.Constant dense<0.5> : vector<3xf16>
      %4 = spirv.FUnordEqual %3, %3 : vector<3xf16>
      %5 = spirv.mlir.addressof @g2 : !spirv.ptr<i64, Uniform>
      %6 = spirv.Constant 3 : i64
      %7 = spirv.AtomicISub <Subgroup> <AcquireRelease|UniformMemory> %5, %6 : !spirv.ptr<i64, Uniform>
      spirv.Return
    }
  }
  spirv.module Logical GLSL450 attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.3, [Float16, Shader, ImageQuery, Int64Atomics, ImageRect, GroupNonUniformPartitionedNV, Matrix, GroupUniformArithmeticKHR, Int16, ImageMSArray, Tessellation, AtomicFloat32AddEXT, Float16Buffer, GroupNonUniform], [SPV_KHR_cooperative_matrix]>, #spirv.resource_limits<>>} {
    spirv.GlobalVariable @g1 : !spirv.ptr<!spirv.array<4 x f32>, PushConstant>
    spirv.SpecConstant @sc = 7 : i16
    spirv.func @f0() "Inline" {
      %var0 = spirv.Variable : !spirv.ptr<i16, Function>
      %0 = spirv.Load "Function" %var0 ["Nontemporal"] : i16
      %1 = spirv.Constant 0.5 : f16
      %2 = spirv.FAdd %1, %1 : f16
      %3 = spirv.mlir.addressof @g1 : !spirv.ptr<!spirv.array<4 x f32>, PushConstant>
      %4 = spirv.Constant -1 : i32
      %5 = spirv.AccessChain %3[%4] : !spirv.ptr<!spirv.array<4 x f32>, PushConstant>, i32 -> !spirv.ptr<f32, PushConstant>
      %6 = spirv.Constant dense<-1> : vector<3xi32>
      %7 = spirv.GroupNonUniformUMax <Subgroup> <ExclusiveScan> %6 : vector<3xi32> -> vector<3xi32>
      spirv.Return
    }
  }
}
