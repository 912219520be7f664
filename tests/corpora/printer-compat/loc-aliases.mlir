// FLAGS: --mlir-print-debuginfo
// #loc alias definitions in the input (names are not preserved; the printer renumbers #loc, #loc1, ...).
#loc1 = loc("a":1:1)
#loc_named = loc("b":2:2)
#loc5 = loc(callsite(#loc1 at #loc_named))
#unused = loc("unused":0:0)
"foo.op"() : () -> () loc(#loc1)
"foo.op"() : () -> () loc(#loc_named)
"foo.op"() : () -> () loc(#loc5)
"foo.op"() : () -> () loc(#loc_fwd)
"foo.op"() ({
^bb0(%x: i32 loc(#loc1)):
  "foo.use"(%x) : (i32) -> () loc(#loc_fwd)
}) : () -> () loc(#loc1)
#loc_fwd = loc("forward":3:3)
