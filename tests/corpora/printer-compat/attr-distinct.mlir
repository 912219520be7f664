// distinct[N]<...> attributes: repeated references to the same distinct id, renumbering, nesting.
"foo.op"() {a = distinct[0]<42 : i32>, b = distinct[0]<42 : i32>, c = distinct[5]<"s">, d = distinct[3]<unit>} : () -> ()
"foo.op"() {e = distinct[5]<"s">, f = [distinct[7]<{k = 1 : i32}>, distinct[7]<{k = 1 : i32}>], g = distinct[9]<distinct[0]<42 : i32>>} : () -> ()
"foo.op"() {h = distinct[2]<[]>, i = distinct[4]<@sym>} : () -> ()
"foo.op"() {j = distinct[11]<unit>, k = distinct[12]<true>, l = distinct[11]<unit>, m = distinct[13]<i32>} : () -> ()
