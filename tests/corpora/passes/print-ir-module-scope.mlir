// FLAGS: --canonicalize --cse --mlir-print-ir-after-all --mlir-print-ir-after-change --mlir-print-ir-module-scope
func.func @f(%a: i32) -> i32 {
  %c = arith.constant 0 : i32
  %0 = arith.addi %a, %c : i32
  return %0 : i32
}
func.func @g() {
  return
}
func.func @h(%a: i32, %b: i32) -> (i32, i32, i32) {
  %c0 = arith.constant 0 : i32
  %x = arith.addi %a, %c0 : i32
  %c3 = arith.constant 3 : i32
  %c4 = arith.constant 4 : i32
  %s = arith.addi %c3, %c4 : i32
  %y = arith.muli %x, %s : i32
  %z = arith.muli %x, %s : i32
  %dead = arith.subi %a, %b : i32
  %w = arith.addi %c4, %b : i32
  return %y, %z, %w : i32, i32, i32
}
