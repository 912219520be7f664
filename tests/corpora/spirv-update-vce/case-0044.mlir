// FLAGS: --spirv-update-vce
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.6, [Int64, Shader, Int8, DotProduct, Matrix, Float16, Int16, DotProductInputAll], [SPV_KHR_integer_dot_product]>, #spirv.resource_limits<>>} {
  spirv.module Logical GLSL450 {
    spirv.GlobalVariable @g1 : !spirv.ptr<!spirv.struct<(i64, i32)>, Private>
    spirv.GlobalVariable @g2 : !spirv.ptr<!spirv.struct<(i8, i32)>, Input>
    spirv.func @f0() "Inline" {
      %0 = spirv.mlir.addressof @g1 : !spirv.ptr<!spirv.struct<(i64, i32)>, Private>
      %1 = spirv.Load "Private" %0 : !spirv.struct<(i64, i32)>
      %2 = spirv.Constant -1 : i64
      %3 = spirv.Constant dense<0> : vector<2xi16>
      %4 = spirv.Constant dense<3> : vector<2xi16>
      %5 = spirv.UDotAccSat %3, %4, %2 : vector<2xi16> -> i64
      %6 = spirv.Constant 1 : i32
      %7 = spirv.UMod %6, %6 : i32
      %8 = spirv.FunctionCall @f1() : () -> (f16)
      %9 = spirv.mlir.addressof @g2 : !spirv.ptr<!spirv.struct<(i8, i32)>, Input>
      %10 = spirv.Load "Input" %9 ["Nontemporal"] : !spirv.struct<(i8, i32)>
      spirv.Return
    }
    spirv.func @f1() -> f16 "None" {
      %0 = spirv.Constant 1 : i8
      %1 = spirv.Constant 0 : i32
      %2 = spirv.BitFieldUExtract %0, %1, %1 : i8, i32, i32
      %3 = spirv.Constant dense<3> : vector<4xi32>
      %4 = spirv.IAdd %3, %3 : vector<4xi32>
      %5 = spirv.Constant -2.0 : f16
      spirv.ReturnValue %5 : f16
    }
  }
}
