// Opaque (unregistered) dialect attributes.
"foo.op"() {a = #foo.bar, b = #foo.bar<1>, c = #foo<"opaque body">, d = #foo.bar<"str", [1, 2]>, e = #foo.bar<nested<deep<x>>>, f = #foo.baz : i32, g = #foo.q<"a>b">} : () -> ()
"foo.op"() {h = [#foo.bar, #foo.bar], i = {k = #foo.attr<{x = 1}>}, j = #foo.x.y<()>, k = #foo.bar<i32, f32> : tensor<2xi8>} : () -> ()
"foo.op"() {l = #foo<bar>, m = #foo<"bar<x>">} : () -> ()
