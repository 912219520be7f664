// FLAGS: --mlir-print-debuginfo
// Nested location structures: callsite chains, fused inside fused, names wrapping callsites, fused with attribute metadata.
"foo.a"() : () -> () loc(callsite(callsite("f1":1:1 at "f2":2:2) at "f3":3:3))
"foo.b"() : () -> () loc(callsite("inner" at callsite("mid":1:1 at "outer":9:9)))
"foo.c"() : () -> () loc(fused[fused["x":1:1, "y":2:2], "z":3:3])
"foo.d"() : () -> () loc("op_name"(callsite("a":1:1 at "b":2:2)))
"foo.e"() : () -> () loc(fused<{k = 1 : i32}>["a":1:1, unknown])
"foo.f"() : () -> () loc(fused<#foo.meta<1>>["a":1:1, "b"])
"foo.g"() : () -> () loc("name with \"quotes\""("file with space.mlir":10:20))
"foo.h"() : () -> () loc("outer"("inner"("leaf":1:1)))
"foo.i"() : () -> () loc(fused["only":4:4])
"foo.j"() : () -> () loc(fused[])
"foo.k"() : () -> () loc(fused<"m">["a":1:1, "a":1:1])
