// Multiple results, result groups, uses of individual results, operands, unnamed results, value renumbering.
%0:3 = "foo.op"() : () -> (i32, f32, i1)
"foo.use"(%0#0, %0#1, %0#2) : (i32, f32, i1) -> ()
%a, %b:2, %c = "foo.op"() : () -> (i8, i16, i32, i64)
"foo.use"(%a, %b#0, %b#1, %c) : (i8, i16, i32, i64) -> ()
%named = "foo.op"() : () -> index
%x1 = "foo.op"(%named, %named) : (index, index) -> index
"foo.op"() : () -> (i1, i1)
"foo.op"() : () -> i1
%99 = "foo.op"() : () -> i1
%1 = "foo.op"(%99, %0#1) : (i1, f32) -> tensor<?xf32>
"foo.zero"() : () -> ()
