// FLAGS: --spirv-update-vce
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [BFloat16TypeKHR, MeshShadingEXT, Shader, GroupNonUniformArithmetic, Matrix, Int8, Float16, GroupNonUniformShuffleRelative, ImageRect, SubgroupDispatch, SubgroupBallotKHR, GroupNonUniform, AtomicFloat32AddEXT, GroupNonUniformRotateKHR, DotProductInput4x8Bit], [SPV_KHR_bfloat16, SPV_ARM_tensors, SPV_KHR_float_controls, SPV_KHR_shader_ballot, SPV_EXT_shader_atomic_float_add, SPV_EXT_replicated_composites, SPV_KHR_uniform_group_instructions]>, #spirv.resource_limits<>>} {
  spirv.module Logical GLSL450 {
    spirv.GlobalVariable @g1 : !spirv.ptr<i32, Image>
    spirv.func @f0(%arg0: i8) "None" {
      %0 = spirv.mlir.addressof @g1 : !spirv.ptr<i32, Image>
      %1 = spirv.Constant 1 : i32
      %2 = spirv.AtomicIAdd <Subgroup> <None> %0, %1 : !spirv.ptr<i32, Image>
      %3 = spirv.Undef : vector<4xi8>
      %4 = spirv.UConvert %3 : vector<4xi8> to vector<4xi16>
      %5 = spirv.Undef : vector<4xbf16>
      %6 = spirv.FConvert %5 : vector<4xbf16> to vector<4xf32>
      spirv.ControlBarrier <Invocation>, <Subgroup>, <SequentiallyConsistent>
      %7 = spirv.Undef : vector<2xf16>
      %8 = spirv.ConvertFToU %7 : vector<2xf16> to vector<2xi16>
      %9 = spirv.Undef : i1
      %10 = spirv.KHR.SubgroupBallot %9 : vector<4xi32>
      spirv.Return
    }
  }
}
