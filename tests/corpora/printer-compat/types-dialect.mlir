// Opaque (unregistered) dialect types.
"foo.op"() {a = !foo.bar, b = !foo.bar<1>, c = !foo.bar<"str">, d = !foo.bar<i32, <nested<deep>>>, e = !foo<"bar<x>">, f = !foo.bar<"a>b">, g = !foo.bar<[1, 2], {k = v}>} : () -> ()
"foo.op"() {a = !foo.baz<(i32) -> f32>, b = tensor<2x!foo.elt<3>>, c = !foo.x.y.z} : () -> ()
%0 = "foo.op"() : () -> !foo.bar
%1 = "foo.op"() : () -> !foo.bar<"x", 1>
%2 = "foo.op"() : () -> !foo<"weird body">
"foo.consume"(%0, %1, %2) : (!foo.bar, !foo.bar<"x", 1>, !foo<"weird body">) -> ()
