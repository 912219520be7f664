// String attributes: escapes, control bytes, non-ASCII, typed strings.
"foo.op"() {a = "", b = "plain", c = "a\"b\\c\n\t\00\FF", d = "quote\"inside", e = "tab\there", f = "x\0Ay\0Dz"} : () -> ()
"foo.op"() {a = "héllo wörld", b = "日本語", c = "emoji 😀", d = "\C3\A9", e = "\7F\01\1F", f = "~!@#$%^&*()_+{}|:<>?"} : () -> ()
"foo.op"() {a = "typed" : i32, b = "t2" : tensor<2xi8>, c = "bs\\", d = "\5C\22", e = "\t\n\0D", f = "'single'"} : () -> ()
