// An explicit named module in custom form with attributes; nested modules restart value numbering (IsolatedFromAbove).
module @outer attributes {foo.attr = 1 : i32, "quoted.key" = "v"} {
  %0 = "foo.op"() : () -> i32
  module @inner {
    %1 = "foo.op"() : () -> i32
    "foo.use"(%1) : (i32) -> ()
  }
  module {
    %2 = "foo.op"() ({
    ^bb0(%a: i32):
      "foo.use"(%a) : (i32) -> ()
    }) : () -> i32
  }
  module attributes {foo.x} {
  }
  %3 = "foo.op"(%0) : (i32) -> i32
}
