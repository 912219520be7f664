// FLAGS: --spirv-update-vce
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.6, [PhysicalStorageBufferAddresses, GroupNonUniformArithmetic, Float16, Matrix, Int8, GroupNonUniform, Shader, Kernel, Int64, Float64, Int16, Groups, Addresses], [SPV_EXT_physical_storage_buffer]>, #spirv.resource_limits<>>} {
  spirv.module Physical64 OpenCL {
    spirv.func @f0(%arg0: f16, %arg1: vector<4xi16>) "None" {
      %var0 = spirv.Variable : !spirv.ptr<f32, Function>
      %0 = spirv.Undef : f64
      %1 = spirv.GroupFAdd <Workgroup> <ExclusiveScan> %0 : f64
      %2 = spirv.Constant -2.0 : f32
      %3 = spirv.ConvertFToU %2 : f32 to i8
      %4 = spirv.Load "Function" %var0 : f32
      %5 = spirv.Undef : !spirv.ptr<!spirv.struct<(!spirv.array<4 x i64, stride=8> [0])>, PhysicalStorageBuffer>
      %6 = spirv.Load "PhysicalStorageBuffer" %5 ["Aligned", 4] : !spirv.struct<(!spirv.array<4 x i64, stride=8> [0])>
      spirv.Return
    }
  }
  spirv.module Logical OpenCL {
    spirv.func @f0() -> vector<3xi32> "Inline" {
      %0 = spirv.Undef : !spirv.matrix<3 x vector<2xf32>>
      %1 = spirv.Transpose %0 : !spirv.matrix<3 x vector<2xf32>> -> !spirv.matrix<2 x vector<3xf32>>
      %2 = spirv.Undef : !spirv.ptr<!spirv.array<4 x i8>, CrossWorkgroup>
      %3 = spirv.Constant 1 : i32
      %4 = spirv.AccessChain %2[%3] : !spirv.ptr<!spirv.array<4 x i8>, CrossWorkgroup>, i32 -> !spirv.ptr<i8, CrossWorkgroup>
      %5 = spirv.Constant dense<-1> : vector<3xi32>
      %6 = spirv.SMod %5, %5 : vector<3xi32>
      %7 = spirv.Constant dense<4> : vector<3xi32>
      spirv.ReturnValue %7 : vector<3xi32>
    }
  }
}
