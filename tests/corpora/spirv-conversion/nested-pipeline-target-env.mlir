// FLAGS: --pass-pipeline=builtin.module(func.func(convert-arith-to-spirv))
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Shader, Int8], []>, #spirv.resource_limits<>>} {
  func.func @extend(%a: i8) -> i32 {
    %0 = arith.extsi %a : i8 to i32
    return %0 : i32
  }
  func.func @truncate(%a: i32, %b: i32) -> i8 {
    %0 = arith.addi %a, %b : i32
    %1 = arith.trunci %0 : i32 to i8
    return %1 : i8
  }
  func.func @remainder(%a: i32, %b: i32) -> i32 {
    %0 = arith.remsi %a, %b : i32
    return %0 : i32
  }
}
