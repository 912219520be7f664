// FLAGS: --allow-unregistered-dialect
// Was a panic in func.return's verifier (found by mutating tests/dialects): a
// return verified (on its own thread) before its function, which lacks
// its signature: the return must not read what is not there.
"func.func"() <{sym_name = "f"}> ({
  "func.return"() : () -> ()
}) : () -> ()
