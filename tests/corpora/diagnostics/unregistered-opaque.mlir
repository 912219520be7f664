// FLAGS: --split-input-file
// Run WITHOUT --allow-unregistered-dialect: attributes and types of unknown dialects in builtin
// ops are rejected where they are written (at the symbol data of the pretty form).

"builtin.module"() ({
// expected-error@+1 {{#"foo"<"bar"> : 'i32' attribute created with unregistered dialect. If this is intended, please call allowUnregisteredDialects() on the MLIRContext, or use -allow-unregistered-dialect with the MLIR opt tool used}}
}) {a = #foo.bar : i32} : () -> ()

// -----

// expected-error@+1 {{`!"foo"<"vec<4>">` type created with unregistered dialect. If this is intended, please call allowUnregisteredDialects() on the MLIRContext, or use -allow-unregistered-dialect with the MLIR opt tool used}}
%0 = "builtin.unrealized_conversion_cast"() : () -> tensor<2x!foo.vec<4>>

// -----

// expected-error@+1 {{`!"foo"<""x"">` type created with unregistered dialect. If this is intended, please call allowUnregisteredDialects() on the MLIRContext, or use -allow-unregistered-dialect with the MLIR opt tool used}}
%0 = "builtin.unrealized_conversion_cast"() : () -> !foo<"x">
