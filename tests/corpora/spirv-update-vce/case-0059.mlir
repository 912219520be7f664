// FLAGS: --spirv-update-vce
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.5, [GroupNonUniform, Int16, Shader, Vector16, Matrix, Addresses, Kernel], []>, #spirv.resource_limits<>>} {
  spirv.module Physical64 OpenCL {
    spirv.func @f0() "None" {
      %0 = spirv.Constant dense<4> : vector<2xi16>
      %1 = spirv.GL.SAbs %0 : vector<2xi16>
      %2 = spirv.Constant dense<1> : vector<2xi32>
      %3 = spirv.Constant dense<3> : vector<2xi32>
      %4 = spirv.SMod %2, %3 : vector<2xi32>
      %5 = spirv.Constant dense<-2.0> : vector<8xf32>
      %6 = spirv.Constant 3 : i32
      %7 = spirv.GroupNonUniformShuffle <Subgroup> %5, %6 : vector<8xf32>, i32
      %8 = spirv.Undef : f32
      %9 = spirv.FAdd %8, %8 : f32
      %10 = spirv.Constant 0 : i32
      %11 = spirv.BitFieldUExtract %10, %6, %10 : i32, i32, i32
      spirv.Return
    }
  }
}
