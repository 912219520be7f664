// Top-level ops are wrapped in an implicit builtin.module; unrealized_conversion_cast in generic form.
%0 = "foo.op"() : () -> i32
%1 = builtin.unrealized_conversion_cast %0 : i32 to i64
%2:2 = "builtin.unrealized_conversion_cast"(%0, %1) : (i32, i64) -> (f32, f64)
%3 = builtin.unrealized_conversion_cast to index
