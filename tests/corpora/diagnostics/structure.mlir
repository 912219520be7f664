// FLAGS: --allow-unregistered-dialect --split-input-file
// Structural errors the other files leave out: successors in the middle of a block, empty blocks,
// the verifiers of builtin.module and builtin.unrealized_conversion_cast (and the order in which
// MLIR runs their checks), result binding, and SSA names across builtin.module, whose regions are
// not a separate name scope in MLIR.

"foo.func"() ({
  // expected-error@+1 {{operation with block successors must terminate its parent block}}
  "foo.br"()[^bb1] : () -> ()
  "foo.x"() : () -> ()
^bb1:
  "foo.y"() : () -> ()
}) : () -> ()

// -----

// expected-error@+1 {{empty block: expect at least a terminator}}
"foo.func"() ({
  "foo.x"() : () -> ()
^bb1:
}) : () -> ()

// -----

// expected-error@+1 {{'builtin.unrealized_conversion_cast' op requires zero regions}}
%0 = "builtin.unrealized_conversion_cast"() ({
}) : () -> i32

// -----

// expected-error@+1 {{'builtin.module' op attribute 'sym_visibility' failed to satisfy constraint: string attribute}}
"builtin.module"() ({
}) {sym_visibility = 1} : () -> ()

// -----

// Inherent attributes are checked while parsing, before the region shape is verified.
// expected-error@+1 {{'builtin.module' op attribute 'sym_name' failed to satisfy constraint: string attribute}}
"builtin.module"() ({
  "foo.op"() : () -> ()
^bb1:
  "foo.op"() : () -> ()
}) {sym_name = 1} : () -> ()

// -----

// expected-error@+1 {{invalid properties 1 : i64 for op builtin.module: expected DictionaryAttr to set properties}}
"builtin.module"() <1> ({
}) : () -> ()

// -----

// expected-error@+1 {{invalid properties {sym_name = "m", sym_visibility = 2 : i64} for op builtin.module: Invalid attribute `sym_visibility` in property conversion: 2 : i64}}
"builtin.module"() <{sym_name = "m", sym_visibility = 2}> ({
}) : () -> ()

// -----

%0 = "foo.x"() : () -> i32
// expected-error@+1 {{'builtin.module' op requires zero operands}}
"builtin.module"(%0) ({
}) : (i32) -> ()

// -----

// The result count is checked before the operand count.
%0 = "foo.x"() : () -> i32
// expected-error@+1 {{'builtin.module' op requires zero results}}
%1 = "builtin.module"(%0) ({
}) : (i32) -> i32

// -----

// The region count is checked first of all.
%0 = "foo.x"() : () -> i32
// expected-error@+1 {{'builtin.module' op requires one region}}
%1 = "builtin.module"(%0) ({
}, {
}) : (i32) -> i32

// -----

// Region arguments are checked before the block count.
// expected-error@+1 {{'builtin.module' op region should have no arguments}}
"builtin.module"() ({
^bb0(%a: i32):
  "foo.op"() : () -> ()
^bb1:
  "foo.op"() : () -> ()
}) : () -> ()

// -----

// The block count is checked before the op's own verifier (dialect-prefixed attribute names).
// expected-error@+1 {{'builtin.module' op expects region #0 to have 0 or 1 blocks}}
"builtin.module"() ({
  "foo.op"() : () -> ()
^bb1:
  "foo.op"() : () -> ()
}) {x} : () -> ()

// -----

// expected-error@+1 {{'builtin.module' op expects region #0 to have 0 or 1 blocks}}
module {
  "foo.x"() : () -> ()
^bb1:
}

// -----

// expected-error@+1 {{operation defines 3 results but was provided 2 to bind}}
%0, %1 = "foo.x"() : () -> (i32, i32, i32)

// -----

%a = "foo.x"() : () -> i32
// expected-error@+1 {{reference to invalid result number}}
"foo.op"(%a#1) : (i32) -> ()

// -----

// expected-error@+1 {{invalid SSA value result number}}
"foo.op"(%0#x) : (i32) -> ()

// -----

"foo.op"() ({
// expected-error@+2 {{redefinition of SSA value '%a'}}
// expected-note@+1 {{previously defined here}}
^bb0(%a: i32, %a: i32):
  "foo.x"() : () -> ()
}) : () -> ()

// -----

"foo.op"() ({
// expected-error@+1 {{expected ':' and type for SSA operand}}
^bb0(%a i32):
  "foo.x"() : () -> ()
}) : () -> ()

// -----

"foo.op"() ({
// expected-error@+1 {{expected ':' after block name}}
^bb0(%a: i32)
  "foo.x"() : () -> ()
}) : () -> ()

// -----

// A block label is not valid at the top level.
// expected-error@+1 {{expected operation name in quotes}}
"foo.x"() : () -> ()
^bb1:

// -----

// The regions of builtin.module are not a separate name scope: an outer name cannot be
// defined again inside.
// expected-note@+1 {{previously defined here}}
%0 = "foo.def"() : () -> i32
module {
  // expected-error@+1 {{redefinition of SSA value '%0'}}
  %0 = "foo.def"() : () -> i32
}

// -----

// A use inside builtin.module of a value defined after it, outside: accepted by the parser,
// rejected by the verifier.
// expected-note@+1 {{required by region isolation constraints}}
"builtin.module"() ({
  // expected-error@+1 {{'foo.use' op using value defined outside the region}}
  "foo.use"(%0) : (i32) -> ()
}) : () -> ()
%0 = "foo.def"() : () -> i32

// -----

// The type of a use of an outer value is checked while parsing.
"foo.f"() ({
  // expected-note@+1 {{prior use here}}
  %0 = "foo.def"() : () -> i32
  "builtin.module"() ({
    // expected-error@+1 {{use of value '%0' expects different type than prior uses: 'i64' vs 'i32'}}
    "foo.use"(%0) : (i64) -> ()
  }) : () -> ()
}) : () -> ()
