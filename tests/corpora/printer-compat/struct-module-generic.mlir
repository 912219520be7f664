// An explicit module written in generic form, with properties (sym_name, sym_visibility) and discardable attributes.
"builtin.module"() <{sym_name = "gen", sym_visibility = "private"}> ({
  "foo.op"() : () -> ()
  "builtin.module"() ({
    %0 = "foo.op"() : () -> f32
  }) {foo.fake = 1 : i64} : () -> ()
  "builtin.module"() ({
  ^bb0:
  }) : () -> ()
}) {attr.a = "a", attr.b} : () -> ()
