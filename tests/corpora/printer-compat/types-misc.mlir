// complex, tuple, function, none types.
"foo.op"() {a = complex<f32>, b = complex<i8>, c = complex<f64>, d = complex<si16>} : () -> ()
"foo.op"() {a = tuple<>, b = tuple<i32>, c = tuple<i32, f32>, d = tuple<tuple<>, tuple<i1, tuple<f16>>>} : () -> ()
"foo.op"() {a = () -> (), b = (i32) -> (f32, i1), c = (i32, i64) -> i1, d = () -> (() -> ()), e = (i32) -> ((f32) -> i1), f = ((i32) -> i32) -> ()} : () -> ()
"foo.op"() {a = none, b = tuple<none, complex<f16>>} : () -> ()
%0 = "foo.op"() : () -> none
%1 = "foo.op"() : () -> complex<f32>
%2 = "foo.op"() : () -> tuple<i32, tuple<>>
%3 = "foo.op"() : () -> ((i32) -> (f32, i1))
%4 = "foo.op"() : () -> (() -> ())
"foo.consume"(%0, %1, %2, %3, %4) : (none, complex<f32>, tuple<i32, tuple<>>, (i32) -> (f32, i1), () -> ()) -> ()
