// Dense array attributes of every element type, empty and non-empty.
"foo.op"() {a = array<i1: true, false>, b = array<i1>, c = array<i8: 1, -2>, d = array<i16: 32767, -32768>, e = array<i32: 0, 1, 2>, f = array<i64>, g = array<i64: 9223372036854775807, -1>} : () -> ()
"foo.op"() {a = array<f32: 1.0, 2.5>, b = array<f64: -0.0, 0.1, 1.0e100>, c = array<f32>, d = array<f64>, e = array<i8: 255>} : () -> ()
"foo.op"() {a = array<i64: 42>, b = array<f32: 0x7FC00000, 0x7F800000>, c = array<f64: 3.0>, d = array<i32: -2147483648>} : () -> ()
"foo.op"() {nested = [array<i32: 1>, array<f32>], in_dict = {x = array<i16: 7, 8, 9>}} : () -> ()
"foo.op"() {a = array<f16: 1.0, 2.0>, b = array<bf16: 1.5>, c = array<ui8: 255>, d = array<si16: -1>, e = array<f8E4M3FN: 1.0>, f = array<i128: 1>, g = array<f128: 1.0>, h = array<i24: 5>, i = array<f80: 1.0>, j = array<ui64: 18446744073709551615>} : () -> ()
