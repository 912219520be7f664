// Integer and index types: signless, signed, unsigned, odd widths.
"foo.op"() {a = i1, b = i7, c = i8, d = i16, e = i32, f = i64, g = i128, h = i1024} : () -> ()
"foo.op"() {a = si1, b = si8, c = si17, d = si64, e = ui1, f = ui8, g = ui33, h = ui64} : () -> ()
"foo.op"() {a = index, b = i16777215, c = i0, d = si0, e = ui0} : () -> ()
%0 = "foo.op"() : () -> i1
%1 = "foo.op"() : () -> i7
%2 = "foo.op"() : () -> si8
%3 = "foo.op"() : () -> ui64
%4 = "foo.op"() : () -> i128
%5 = "foo.op"() : () -> i1024
%6 = "foo.op"() : () -> index
"foo.consume"(%0, %1, %2, %3, %4, %5, %6) : (i1, i7, si8, ui64, i128, i1024, index) -> ()
