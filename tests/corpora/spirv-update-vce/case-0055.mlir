// FLAGS: --spirv-update-vce
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.6, [Groups, Int64, Float64, Shader, Matrix, Int16, GroupNonUniform, Addresses, Kernel, GroupNonUniformArithmetic, GroupNonUniformVote, VulkanMemoryModel, Float16, Int8, CooperativeMatrixKHR], [SPV_KHR_cooperative_matrix]>, #spirv.resource_limits<>>} {
  spirv.module Physical64 OpenCL {
    spirv.GlobalVariable @g1 : !spirv.ptr<i64, Image>
    spirv.func @f0() -> !spirv.struct<(i64, f16)> "None" {
      %0 = spirv.mlir.addressof @g1 : !spirv.ptr<i64, Image>
      %1 = spirv.Constant 1 : i64
      %2 = spirv.AtomicXor <Workgroup> <None> %0, %1 : !spirv.ptr<i64, Image>
      %3 = spirv.Constant true
      %4 = spirv.GroupNonUniformAny <Subgroup> %3 : i1
      %5 = spirv.Constant -1 : i16
      %6 = spirv.GroupNonUniformIAdd <Subgroup> <Reduce> %5 : i16 -> i16
      %7 = spirv.Undef : f64
      %8 = spirv.GroupNonUniformAllEqual <Subgroup> %7 : f64, i1
      %9 = spirv.Constant 0.5 : f32
      %10 = spirv.GroupFAdd <Workgroup> <InclusiveScan> %9 : f32
      %11 = spirv.Constant dense<4> : vector<2xi8>
      %12 = spirv.GroupNonUniformUMax <Subgroup> <ExclusiveScan> %11 : vector<2xi8> -> vector<2xi8>
      %13 = spirv.Undef : !spirv.struct<(i64, f16)>
      spirv.ReturnValue %13 : !spirv.struct<(i64, f16)>
    }
    spirv.func @f1() -> f32 "DontInline" {
      %var0 = spirv.Variable : !spirv.ptr<i32, Function>
      %0 = spirv.Constant -2.0 : f16
      %1 = spirv.CompositeConstruct %0, %0, %0 : (f16, f16, f16) -> vector<3xf16>
      %2 = spirv.Undef : !spirv.coopmatrix<8x16xf16, Workgroup, MatrixAcc>
      %3 = spirv.Constant -2.0 : f32
      %4 = spirv.GL.FMix %3 : f32, %3 : f32, %3 : f32 -> f32
      %5 = spirv.FRem %4, %3 : f32
      %6 = spirv.Load "Function" %var0 : i32
      spirv.ControlBarrier <Subgroup>, <QueueFamily>, <Release>
      spirv.ReturnValue %3 : f32
    }
  }
}
