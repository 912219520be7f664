// FLAGS: --mlir-print-debuginfo
// Locations on block arguments (entry and non-entry blocks), on ops with regions, and on multi-result ops.
"foo.func"() ({
^bb0(%arg0: i32 loc("x":1:1), %arg1: f32 loc("y":2:2), %arg2: i1):
  %0:2 = "foo.op"(%arg0) : (i32) -> (i32, i32) loc("res":3:3)
  "foo.br"(%0#0)[^bb1] : (i32) -> () loc("br":4:4)
^bb1(%b: i32 loc("barg":5:5)):
  "foo.return"(%b) : (i32) -> () loc("ret":6:6)
}) : () -> () loc("func":7:7)
"foo.region"() ({
^bb0(%a: index loc(unknown)):
  "foo.inner"(%a) : (index) -> () loc(fused["p":1:1, "q":2:2])
}) {attr = 1 : i32} : () -> () loc("region_op")
