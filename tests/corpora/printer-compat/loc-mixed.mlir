// FLAGS: --mlir-print-debuginfo
// Locations together with attribute aliases and a dialect_resources section: order of the sections in the output.
"foo.op"() {m = affine_map<(d0) -> (d0 + 1)>, r = dense_resource<blob> : tensor<1xi32>} : () -> () loc("a":1:1)
"foo.op"() ({
^bb0(%x: i32 loc("arg":2:2)):
  "foo.use"(%x) {d = distinct[0]<1 : i32>} : (i32) -> () loc(callsite("c" at "d":4:4))
}) : () -> () loc(fused["a":1:1, "arg":2:2])

{-#
  dialect_resources: {
    builtin: {
      blob: "0x0400000005000000"
    }
  }
#-}
