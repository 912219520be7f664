// FLAGS: --pass-pipeline=builtin.module(func.func(canonicalize,cse),symbol-dce) --mlir-print-ir-after-all --mlir-print-ir-before=cse
func.func @f(%a: i32) -> i32 {
  %c = arith.constant 0 : i32
  %0 = arith.addi %a, %c : i32
  return %0 : i32
}
func.func @g() {
  return
}
