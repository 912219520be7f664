// FLAGS: --split-input-file
// Run WITHOUT --allow-unregistered-dialect: unregistered ops, types and attributes are rejected.
// The opaque type/attribute is printed in the message in its escaped "dialect"<"body"> form.

"builtin.module"() ({
  // expected-error@+1 {{operation being parsed with an unregistered dialect. If this is intended, please use -allow-unregistered-dialect with the MLIR tool used}}
  "foo.bar"() : () -> ()
}) : () -> ()

// -----

// expected-error@+1 {{`!"foo"<"ty">` type created with unregistered dialect. If this is intended, please call allowUnregisteredDialects() on the MLIRContext, or use -allow-unregistered-dialect with the MLIR opt tool used}}
%0 = "builtin.unrealized_conversion_cast"() : () -> !foo.ty

// -----

"builtin.module"() ({
// expected-error@+1 {{#"foo"<"bar<1>"> : 'none' attribute created with unregistered dialect. If this is intended, please call allowUnregisteredDialects() on the MLIRContext, or use -allow-unregistered-dialect with the MLIR opt tool used}}
}) {a = #foo.bar<1>} : () -> ()

// -----

"builtin.module"() ({
// expected-error@+1 {{#"foo"<""x""> : 'none' attribute created with unregistered dialect. If this is intended, please call allowUnregisteredDialects() on the MLIRContext, or use -allow-unregistered-dialect with the MLIR opt tool used}}
}) {a = #foo<"x">} : () -> ()

// -----

"builtin.module"() ({
// expected-error@+1 {{#"foo"<"enc"> : 'none' attribute created with unregistered dialect. If this is intended, please call allowUnregisteredDialects() on the MLIRContext, or use -allow-unregistered-dialect with the MLIR opt tool used}}
}) {a = tensor<2xf32, #foo.enc>} : () -> ()
