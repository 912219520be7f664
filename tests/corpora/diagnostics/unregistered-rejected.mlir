// FLAGS: none
// Run WITHOUT --allow-unregistered-dialect (and without --split-input-file): a single case.
// Note that mlir-opt 22 registers a "test" dialect that allows unknown operations, so "test.*"
// op names would NOT be rejected; "foo" is a truly unregistered dialect.
"builtin.module"() ({
  // expected-error@+1 {{operation being parsed with an unregistered dialect. If this is intended, please use -allow-unregistered-dialect with the MLIR tool used}}
  "foo.bar"() : () -> ()
}) : () -> ()
