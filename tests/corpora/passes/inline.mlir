// FLAGS: --inline
func.func private @add(%a: i32, %b: i32) -> i32 {
  %0 = arith.addi %a, %b : i32
  return %0 : i32
}
func.func private @twice(%a: i32) -> i32 {
  %0 = call @add(%a, %a) : (i32, i32) -> i32
  %c1 = arith.constant 1 : i32
  %1 = call @add(%0, %c1) : (i32, i32) -> i32
  return %1 : i32
}
func.func @main(%x: i32) -> i32 {
  %0 = call @twice(%x) : (i32) -> i32
  %1 = call @add(%0, %x) : (i32, i32) -> i32
  return %1 : i32
}
func.func @public_unused(%x: i32) -> i32 {
  return %x : i32
}
func.func private @recursive(%x: i32) -> i32 {
  %0 = call @recursive(%x) : (i32) -> i32
  return %0 : i32
}
func.func @calls_recursive(%x: i32) -> i32 {
  %0 = call @recursive(%x) : (i32) -> i32
  return %0 : i32
}
func.func private @multi(%c: i1, %a: i32) -> i32 {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %c2 = arith.constant 2 : i32
  %m = arith.muli %a, %c2 : i32
  return %m : i32
^bb2:
  return %a : i32
}
func.func @use_multi(%c: i1, %a: i32) -> i32 {
  %0 = call @multi(%c, %a) : (i1, i32) -> i32
  %1 = arith.addi %0, %a : i32
  return %1 : i32
}
