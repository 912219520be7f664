// The builtin.module body is a graph region, and regions of unregistered ops may be graph regions too:
// values may be used before their definition in the same block, including self-references.
"foo.use"(%later) : (i32) -> ()
%later = "foo.def"(%later) : (i32) -> i32
%cycle_a = "foo.op"(%cycle_b) : (f32) -> f32
%cycle_b = "foo.op"(%cycle_a) : (f32) -> f32
%multi:2 = "foo.op"(%multi#1) : (i1) -> (i1, i1)
"foo.op"() ({
  "foo.use"(%x) : (i32) -> ()
  %x = "foo.def"(%x) : (i32) -> i32
  "foo.op"() ({
    "foo.use"(%x, %y) : (i32, i64) -> ()
  }) : () -> ()
  %y = "foo.def"() : () -> i64
}) : () -> ()
