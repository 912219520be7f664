// Locations used as attribute values (printed even without --mlir-print-debuginfo, always through #loc aliases at the top).
"foo.op"() {a = loc("a"), b = loc(unknown), c = loc("f":1:2), d = loc(callsite("x" at "y":3:4)), e = [loc("a"), loc(fused["p", "q"])]} : () -> ()
"foo.op"() {m = affine_map<(d0) -> (d0)>, l = loc("f":1:2 to 3:4)} : () -> ()
