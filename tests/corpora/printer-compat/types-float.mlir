// Every builtin floating-point type, as type attributes and as result types.
"foo.op"() {a = f16, b = bf16, c = f32, d = f64, e = f80, f = f128, g = tf32} : () -> ()
"foo.op"() {a = f8E5M2, b = f8E4M3, c = f8E4M3FN, d = f8E5M2FNUZ, e = f8E4M3FNUZ, f = f8E4M3B11FNUZ, g = f8E3M4, h = f8E8M0FNU} : () -> ()
"foo.op"() {a = f6E2M3FN, b = f6E3M2FN, c = f4E2M1FN} : () -> ()
%0:7 = "foo.op"() : () -> (f16, bf16, f32, f64, f80, f128, tf32)
%1:8 = "foo.op"() : () -> (f8E5M2, f8E4M3, f8E4M3FN, f8E5M2FNUZ, f8E4M3FNUZ, f8E4M3B11FNUZ, f8E3M4, f8E8M0FNU)
%2:3 = "foo.op"() : () -> (f6E2M3FN, f6E3M2FN, f4E2M1FN)
"foo.op"() : () -> (tensor<2xf8E5M2>, vector<4xbf16>, memref<?xf4E2M1FN>)
