// FLAGS: --spirv-update-vce
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.3, [Int8, AtomicFloat16AddEXT, Kernel, SubgroupDispatch, GroupNonUniform, GroupNonUniformArithmetic, AtomicFloat64AddEXT, ReplicatedCompositesEXT, DenormPreserve, DotProductInputAll, Shader, Float16, GroupNonUniformBallot, StorageImageMultisample, GroupNonUniformClustered, Matrix, SampleRateShading, OptNoneINTEL, ExpectAssumeKHR, DotProductInput4x8BitPacked, AtomicFloat32AddEXT], [SPV_KHR_subgroup_rotate, SPV_KHR_float_controls, SPV_KHR_device_group, SPV_KHR_integer_dot_product, SPV_KHR_expect_assume]>, #spirv.resource_limits<>>} {
  spirv.module Logical GLSL450 {
    spirv.SpecConstant @sc = 1.5 : f16
    spirv.func @f0() "OptNoneINTEL" {
      %0 = spirv.Constant 4 : i32
      %1 = spirv.BitFieldUExtract %0, %0, %0 : i32, i32, i32
      %2 = spirv.Constant 3 : i8
      %3 = spirv.GroupNonUniformUMax <Subgroup> <InclusiveScan> %2 : i8 -> i8
      %4 = spirv.ISub %0, %1 : i32
      %5 = spirv.SMod %0, %4 : i32
      spirv.Return
    }
    spirv.func @f1() -> f32 "Inline" {
      spirv.MemoryBarrier <Subgroup>, <Acquire|ImageMemory>
      %0 = spirv.Constant false
      spirv.KHR.AssumeTrue %0
      %1 = spirv.Constant dense<1.0> : vector<3xf16>
      %2 = spirv.ConvertFToU %1 : vector<3xf16> to vector<3xi32>
      %3 = spirv.Constant dense<4> : vector<4xi32>
      %4 = spirv.GroupNonUniformBallotFindLSB <Workgroup> %3 : vector<4xi32>, i32
      %5 = spirv.Constant 0.5 : f32
      spirv.ReturnValue %5 : f32
    }
    spirv.EntryPoint "Kernel" @f0
    spirv.ExecutionMode @f0 "DenormPreserve", 16
  }
}
