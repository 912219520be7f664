// Every op of the test dialect in its custom form. The expected output is
// `roundtrip.mlir.out`.

%i = "foo.def"() : () -> i32
%f = "foo.def"() : () -> f32
%x:3 = test.segments %i, %i [%i, %f] : i32, i32 [i32, f32] -> (i32, f32), i64
%y = test.segments %i [] : i32 [] -> (), i64
test.segments %i, %f [] : i32, f32 [] -> ()
test.properties 3, "name" flag color sky access <read, write> : i32 limit 7 sizes [1, 2] at @sym
test.properties 4, "other" color green access <none> : f32 sizes [] at 5 : i64 {extraName = array<i32: 1>, foo.bar}
test.prop_dict <{label = "l", value = 3 : i64}>
test.prop_dict <{value = -1 : i64}> {foo.x}
test.regions {
  "foo.x"() : () -> ()
} sized {
  "foo.y"() : () -> ()
} more {
  "foo.z"() : () -> ()
}, {
}
test.regions {
  "foo.x"() : () -> ()
} sized {
  "foo.y"() : () -> ()
} attributes {foo.attr}
test.same_shape %i, %i : i32, i32
test.scope {
  "foo.x"() : () -> ()
  test.yield
}
test.loop {
  test.yield %i : i32
}
test.isolated {
  %c = "foo.c"() : () -> i32
  scope {
    test.yield %c : i32
  }
}
test.traits %i : i32
%h = test.hooks %i, %x#0 : i32
test.custom "label" = %i : i32 {foo.a}
test.directive (%i | %x#0) : i32
test.else_group present %i : i32 <>
test.else_group absent <>
%p = "foo.pair"() : () -> !test.pair<i32, !test.pair<f32, index>>
test.symbols %p in <-1 to 5, "r"> : !test.pair<i32, !test.pair<f32, index>>
"foo.attr"() {a = #test.range<0 to 0, "zero">, b = [#test.range<1 to 2, "x">]} : () -> ()
"foo.region"() ({
^bb0:
  test.branch ^bb1
^bb1:
  test.branch ^bb2 or ^bb1, ^bb2
^bb2:
  test.branch ^bb1
}) : () -> ()
test.floats 0.5 scale 2.5
test.floats -1.0e10 {foo.x}
