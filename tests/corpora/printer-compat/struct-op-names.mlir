// Operation names: names without a dialect prefix, odd characters, escapes; empty operand/result lists.
"nodot"() : () -> ()
"a.b.c-d$e"() : () -> ()
"foo.with space"() : () -> ()
"foo.quote\"d"() : () -> ()
"foo.UPPER_case.123"() : () -> ()
%0 = "x.y"() : () -> i32
"x.y"(%0) : (i32) -> ()
