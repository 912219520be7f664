// Regions: empty regions, several regions, multi-block regions, block arguments, nested regions, value numbering across regions.
"foo.empty_region"() ({
}) : () -> ()
"foo.two_empty"() ({}, {}) : () -> ()
%0 = "foo.op"() ({
  %1 = "foo.inner"() : () -> i32
  "foo.yield"(%1) : (i32) -> ()
}) : () -> i32
"foo.multi"() ({
  "foo.a"() : () -> ()
}, {
  "foo.b"() : () -> ()
}, {
}) : () -> ()
"foo.args"() ({
^bb0(%arg0: i32, %arg1: f32):
  "foo.use"(%arg0, %arg1) : (i32, f32) -> ()
}) : () -> ()
"foo.entry_noargs_label"() ({
^entry:
  "foo.x"() : () -> ()
}) : () -> ()
"foo.nested"() ({
^bb0(%a: index):
  %2 = "foo.op"(%a) ({
  ^bb0(%b: index):
    %3 = "foo.op"(%a, %b) ({
      "foo.deep"(%a, %b) : (index, index) -> ()
    }) : (index, index) -> index
    "foo.yield"(%3) : (index) -> ()
  }) : (index) -> index
  "foo.yield"(%2) : (index) -> ()
}) : () -> ()
%4 = "foo.after"(%0) : (i32) -> i32
"foo.region_then_attrs"() ({
  "foo.x"() : () -> ()
}) {attr = 1 : i32} : () -> ()
"foo.empty_block_region"() ({
^bb0:
}) : () -> ()
