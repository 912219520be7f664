// Properties (<{...}>) and discardable attributes on unregistered ops, in combination with operands, successors and regions.
"foo.op"() <{p = 1 : i32}> {a = 2} : () -> ()
"foo.op"() <{}> : () -> ()
"foo.op"() <{p = 1 : i32, q = "s", r = [1, 2], s = {nested = unit}, z = @sym, a = true}> : () -> ()
%0 = "foo.op"() <{value = dense<[1, 2]> : tensor<2xi32>}> {disc = "d", "quoted key" = 1 : i8} : () -> tensor<2xi32>
"foo.op"(%0) <{p = 1 : i32}> ({
  "foo.inner"() <{q = 2 : i32}> : () -> ()
}) {attr} : (tensor<2xi32>) -> ()
"foo.func"() ({
^bb0(%arg0: i1):
  "foo.nobr"(%arg0) <{prop = 3 : i64}> {d = 1 : i64} : (i1) -> ()
  "foo.br"(%arg0)[^bb1] <{prop = 4 : i64}> {d = 1 : i64} : (i1) -> ()
^bb1(%x: i1):
  "foo.ret"() : () -> ()
}) : () -> ()
"foo.op"() <{p = unit}> : () -> ()
"foo.op"() <{p = affine_map<(d0) -> (d0)>}> : () -> ()
"foo.op"() <{prop = 1 : i32}> {prop = 2 : i32} : () -> ()
"foo.op"() <{p = affine_map<(d0) -> (d0 * 2)>, q = distinct[0]<1 : i32>}> {a = affine_map<(d0) -> (d0 * 2)>} : () -> ()
"foo.op"() <{only_in_props = affine_map<(d0) -> (d0 * 3)>}> : () -> ()
