// FLAGS: --spirv-update-vce
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.6, [Matrix, Groups, Shader, GroupNonUniformArithmetic, GroupNonUniform, Float64, Int64], []>, #spirv.resource_limits<>>} {
  spirv.module Logical GLSL450 {
    spirv.func @f0(%arg0: vector<4xi32>, %arg1: vector<4xi32>) -> f64 "Inline|Pure" {
      %0 = spirv.Undef : f32
      %1 = spirv.GroupFMin <Subgroup> <ExclusiveScan> %0 : f32
      %2 = spirv.Constant dense<0> : vector<3xi64>
      %3 = spirv.SNegate %2 : vector<3xi64>
      %4 = spirv.Undef : f64
      spirv.ReturnValue %4 : f64
    }
    spirv.func @f1() -> vector<2xf32> "None" {
      %0 = spirv.Constant dense<0> : vector<4xi32>
      %1 = spirv.FunctionCall @f0(%0, %0) : (vector<4xi32>, vector<4xi32>) -> (f64)
      %2 = spirv.Constant 0 : i32
      %3 = spirv.GroupNonUniformSMax <Workgroup> <Reduce> %2 : i32 -> i32
      %4 = spirv.GL.FindUMsb %3 : i32
      %5 = spirv.Constant dense<-2.0> : vector<2xf32>
      spirv.ReturnValue %5 : vector<2xf32>
    }
  }
}
