// Locations on func, arith and cf ops, on function arguments (also with
// argument attributes) and on block arguments: file, name, call-site,
// fused and unknown locations, and #loc aliases from the input.

#loc_a = loc("a.mlir":1:2)
func.func private @decl(i32 loc("x":1:1), f32) -> i64 loc("decl")
func.func @f(%a: i32 loc("arg":3:4), %b: i32 {foo.x} loc(#loc_a)) -> (i32 {foo.r}) {
  %0 = arith.addi %a, %b overflow<nsw> : i32 loc(fused["f1", "f2"])
  %c = arith.constant 1 : i32 loc(callsite("callee" at "caller":1:1))
  cf.br ^bb1(%0 : i32) loc(unknown)
^bb1(%x: i32 loc("blockarg":9:9)):
  %s, %o = arith.addui_extended %x, %c : i32, i1 loc("n"("child":1:1))
  cf.cond_br %o, ^bb2(%s : i32), ^bb2(%x : i32) loc(fused<"meta">["q":2:2])
^bb2(%y: i32 loc(unknown)):
  return %y : i32 loc(#loc_a)
} loc("func":1:1)
