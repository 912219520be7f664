// FLAGS: --canonicalize
func.func @merge(%a: i32) -> i32 {
  cf.br ^bb1(%a : i32)
^bb1(%x: i32):
  %c1 = arith.constant 1 : i32
  %y = arith.addi %x, %c1 : i32
  return %y : i32
}
func.func @passthrough(%c: i1, %a: i32, %b: i32) -> i32 {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  cf.br ^bb3(%a : i32)
^bb2:
  cf.br ^bb3(%b : i32)
^bb3(%r: i32):
  return %r : i32
}
func.func @const_cond(%a: i32, %b: i32) -> i32 {
  %true = arith.constant true
  cf.cond_br %true, ^bb1(%a : i32), ^bb1(%b : i32)
^bb1(%r: i32):
  return %r : i32
}
func.func @truth(%c: i1) -> i1 {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %x = "foo.use"(%c) : (i1) -> i1
  return %x : i1
^bb2:
  %y = "foo.use"(%c) : (i1) -> i1
  return %y : i1
}
func.func @same_cond(%c: i1, %a: i32) -> i32 {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  "foo.x"() : () -> ()
  cf.cond_br %c, ^bb3, ^bb2
^bb2:
  return %a : i32
^bb3:
  "foo.y"() : () -> ()
  return %a : i32
}
func.func @assert(%a: i32) {
  %t = arith.constant true
  cf.assert %t, "fine"
  return
}
func.func @dead_arg(%c: i1, %a: i32) {
  cf.cond_br %c, ^bb1(%a : i32), ^bb2
^bb1(%x: i32):
  "foo.a"() : () -> ()
  cf.br ^bb2
^bb2:
  return
}
func.func @select(%c: i1, %a: i32, %b: i32) -> i32 {
  "foo.before"() : () -> ()
  cf.cond_br %c, ^bb1(%a : i32), ^bb1(%b : i32)
^bb1(%r: i32):
  return %r : i32
}
func.func @loop(%a: i32) -> i32 {
  cf.br ^bb1(%a : i32)
^bb1(%x: i32):
  %c = "foo.cond"(%x) : (i32) -> i1
  %unused = arith.addi %x, %x : i32
  cf.cond_br %c, ^bb1(%x : i32), ^bb2
^bb2:
  return %x : i32
}
