// FLAGS: --spirv-update-vce
module {
  spirv.module Logical GLSL450 attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.4, [GroupNonUniform, Float16, Int64, BFloat16TypeKHR, Float64, ReplicatedCompositesEXT, Int16, Int8, PhysicalStorageBufferAddresses, Shader, GroupNonUniformQuad, Matrix, GroupNonUniformArithmetic], [SPV_EXT_physical_storage_buffer, SPV_EXT_replicated_composites]>, #spirv.resource_limits<>>} {
    spirv.func @f0(%arg0: i32, %arg1: vector<2xi32>) -> i32 "None" {
      spirv.FunctionCall @f1() : () -> ()
      %0 = spirv.Undef : bf16
      %1 = spirv.ConvertFToS %0 : bf16 to i32
      %2 = spirv.Constant 1 : i32
      %3 = spirv.Constant 1.0 : f32
      %4 = spirv.GroupNonUniformQuadSwap <Subgroup> %3 %2 : f32, i32
      %5 = spirv.Undef : bf16
      %6 = spirv.ConvertFToU %5 : bf16 to i8
      %7 = spirv.Constant dense<0> : vector<4xi16>
      %8 = spirv.UConvert %7 : vector<4xi16> to vector<4xi64>
      %9 = spirv.EXT.ConstantCompositeReplicate [-2.0 : f64] : vector<3xf64>
      spirv.ReturnValue %2 : i32
    }
    spirv.func @f1() "None" {
      %var0 = spirv.Variable : !spirv.ptr<i32, Function>
      %0 = spirv.Constant 4 : i32
      %1 = spirv.AtomicXor <Device> <AcquireRelease> %var0, %0 : !spirv.ptr<i32, Function>
      %2 = spirv.Constant dense<true> : vector<4xi1>
      %3 = spirv.GroupNonUniformLogicalAnd <Subgroup> <InclusiveScan> %2 : vector<4xi1> -> vector<4xi1>
      %4 = spirv.Undef : !spirv.ptr<!spirv.struct<(i32, i32)>, UniformConstant>
      %5 = spirv.Load "UniformConstant" %4 ["Nontemporal"] : !spirv.struct<(i32, i32)>
      %6 = spirv.Undef : vector<4xi32>
      %7 = spirv.SRem %6, %6 : vector<4xi32>
      %8 = spirv.Undef : !spirv.ptr<!spirv.array<4 x f16>, PhysicalStorageBuffer>
      %9 = spirv.AccessChain %8[%0] : !spirv.ptr<!spirv.array<4 x f16>, PhysicalStorageBuffer>, i32 -> !spirv.ptr<f16, PhysicalStorageBuffer>
      spirv.Return
    }
  }
}
