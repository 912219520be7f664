// Every op of the test dialect in its custom form. The expected output is
// `roundtrip.mlir.out`.

%i = "foo.def"() : () -> i32
%f = "foo.def"() : () -> f32
%x:3 = testing.segments %i, %i [%i, %f] : i32, i32 [i32, f32] -> (i32, f32), i64
%y = testing.segments %i [] : i32 [] -> (), i64
testing.segments %i, %f [] : i32, f32 [] -> ()
testing.properties 3, "name" flag color sky access <read, write> : i32 limit 7 sizes [1, 2] at @sym
testing.properties 4, "other" color green access <none> : f32 sizes [] at 5 : i64 {extraName = array<i32: 1>, foo.bar}
testing.prop_dict <{label = "l", value = 3 : i64}>
testing.prop_dict <{value = -1 : i64}> {foo.x}
testing.regions {
  "foo.x"() : () -> ()
} sized {
  "foo.y"() : () -> ()
} more {
  "foo.z"() : () -> ()
}, {
}
testing.regions {
  "foo.x"() : () -> ()
} sized {
  "foo.y"() : () -> ()
} attributes {foo.attr}
testing.same_shape %i, %i : i32, i32
testing.scope {
  "foo.x"() : () -> ()
  testing.yield
}
testing.loop {
  testing.yield %i : i32
}
testing.isolated {
  %c = "foo.c"() : () -> i32
  scope {
    testing.yield %c : i32
  }
}
testing.traits %i : i32
%h = testing.hooks %i, %x#0 : i32
testing.custom "label" = %i : i32 {foo.a}
testing.directive (%i | %x#0) : i32
testing.else_group present %i : i32 <>
testing.else_group absent <>
%p = "foo.pair"() : () -> !testing.pair<i32, !testing.pair<f32, index>>
testing.symbols %p in <-1 to 5, "r"> : !testing.pair<i32, !testing.pair<f32, index>>
"foo.attr"() {a = #testing.range<0 to 0, "zero">, b = [#testing.range<1 to 2, "x">]} : () -> ()
"foo.region"() ({
^bb0:
  testing.branch ^bb1
^bb1:
  testing.branch ^bb2 or ^bb1, ^bb2
^bb2:
  testing.branch ^bb1
}) : () -> ()
testing.floats 0.5 scale 2.5
testing.floats -1.0e10 {foo.x}
%k1 = testing.pack %i, %x#0 pad 4 : i32, i32 -> i64
%k2 = testing.pack empty : -> i64
%k3 = testing.pack %k1 {foo.b} : i64 -> i64
