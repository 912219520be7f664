// FLAGS: --spirv-update-vce
module {
  spirv.module Logical GLSL450 {
    spirv.GlobalVariable @g1 : !spirv.ptr<!spirv.struct<(f16, i32)>, Input>
    spirv.GlobalVariable @g2 : !spirv.ptr<i32, CrossWorkgroup>
    spirv.func @f0(%arg0: vector<16xf16>, %arg1: !spirv.ptr<vector<4xi64>, PhysicalStorageBuffer> {spirv.decoration = #spirv.decoration<Aliased>}) "None" {
      %0 = spirv.Constant 1 : i32
      %1 = spirv.ConvertSToF %0 : i32 to f64
      %2 = spirv.Constant false
      %3 = spirv.KHR.SubgroupBallot %2 : vector<4xi32>
      spirv.ControlBarrier <Device>, <Device>, <Acquire|ImageMemory>
      %4 = spirv.mlir.addressof @g1 : !spirv.ptr<!spirv.struct<(f16, i32)>, Input>
      %5 = spirv.Load "Input" %4 : !spirv.struct<(f16, i32)>
      spirv.Return
    }
    spirv.func @f1(%arg0: i32) -> vector<4xf64> "DontInline" {
      %0 = spirv.mlir.addressof @g2 : !spirv.ptr<i32, CrossWorkgroup>
      %1 = spirv.PtrCastToGeneric %0 : !spirv.ptr<i32, CrossWorkgroup> to !spirv.ptr<i32, Generic>
      %2 = spirv.Constant true
      %3 = spirv.KHR.SubgroupBallot %2 : vector<4xi32>
      %4 = spirv.Constant 0.5 : f32
      %5 = spirv.GL.Sin %4 : f32
      %6 = spirv.Constant dense<-1> : vector<4xi16>
      %7 = spirv.ConvertSToF %6 : vector<4xi16> to vector<4xf32>
      %8 = spirv.Constant dense<3> : vector<3xi32>
      %9 = spirv.Constant dense<0> : vector<3xi32>
      %10 = spirv.ISub %8, %9 : vector<3xi32>
      %11 = spirv.Constant dense<1.0> : vector<4xf64>
      spirv.ReturnValue %11 : vector<4xf64>
    }
  }
  spirv.module Logical Vulkan requires #spirv.vce<v1.6, [Shader], []> attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.4, [Vector16, Matrix, Int16, Kernel, Addresses, VulkanMemoryModel, Float16, GroupNonUniform, GroupNonUniformArithmetic, Int64, Groups], [SPV_KHR_vulkan_memory_model]>, #spirv.resource_limits<>>} {
    spirv.GlobalVariable @g1 : !spirv.ptr<f32, CrossWorkgroup>
    spirv.SpecConstant @sc = 1 : i32
    spirv.func @f0() -> vector<2xf16> "None" {
      %0 = spirv.Constant 3 : i32
      %1 = spirv.GroupUMin <Workgroup> <InclusiveScan> %0 : i32
      %2 = spirv.mlir.addressof @g1 : !spirv.ptr<f32, CrossWorkgroup>
      %3 = spirv.Constant 0 : i64
      %4 = spirv.PtrAccessChain %2[%3] : !spirv.ptr<f32, CrossWorkgroup>, i64 -> !spirv.ptr<f32, CrossWorkgroup>
      %5 = spirv.Constant dense<false> : vector<16xi1>
      %6 = spirv.Constant dense<-1> : vector<16xi16>
      %7 = spirv.Constant dense<4> : vector<16xi16>
      %8 = spirv.Select %5, %6, %7 : vector<16xi1>, vector<16xi16>
      %9 = spirv.Undef : !spirv.matrix<3 x vector<3xf32>>
      %10 = spirv.Transpose %9 : !spirv.matrix<3 x vector<3xf32>> -> !spirv.matrix<3 x vector<3xf32>>
      %11 = spirv.Constant dense<1.0> : vector<2xf16>
      spirv.ReturnValue %11 : vector<2xf16>
    }
  }
}
