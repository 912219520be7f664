// FLAGS: --allow-unregistered-dialect --split-input-file
// Block and region errors: undefined/redefined blocks, entry-block predecessors, dominance across
// blocks and regions, unterminated regions, empty blocks, isolated-from-above (builtin.module),
// builtin.module structural verifier errors.
// Note: for unregistered ops, successor operand counts are NOT verified and regions may be graph
// regions, so a use before a definition in the same block is accepted.

"foo.func"() ({
  // expected-error@+1 {{reference to an undefined block}}
  "foo.br"()[^missing] : () -> ()
}) : () -> ()

// -----

// Successors are not allowed in the top-level (module body) block list.
// expected-error@+1 {{reference to an undefined block}}
"foo.br"()[^bb1] : () -> ()

// -----

"foo.func"() ({
  "foo.br"()[^bb1] : () -> ()
^bb1:
  "foo.x"() : () -> ()
// expected-error@+1 {{redefinition of block '^bb1'}}
^bb1:
  "foo.x"() : () -> ()
}) : () -> ()

// -----

// Block names are local to a region.
"foo.func"() ({
  "foo.br"()[^bb1] : () -> ()
^bb1:
  "foo.x"() : () -> ()
}, {
  // expected-error@+1 {{reference to an undefined block}}
  "foo.br"()[^bb1] : () -> ()
}) : () -> ()

// -----

// expected-error@+1 {{entry block of region may not have predecessors}}
"foo.func"() ({
^bb0:
  "foo.br"()[^bb0] : () -> ()
}) : () -> ()

// -----

// expected-error@+1 {{empty block: expect at least a terminator}}
"foo.func"() ({
  "foo.br"()[^bb1] : () -> ()
^bb1:
  "foo.x"() : () -> ()
^bb2:
}) : () -> ()

// -----

"foo.func"() ({
  "foo.br"()[^bb2] : () -> ()
^bb1:
  // expected-note@+1 {{operand defined here (op in the same region)}}
  %v = "foo.def"() : () -> i32
  "foo.br"()[^bb2] : () -> ()
^bb2:
  // expected-error@+1 {{operand #0 does not dominate this use}}
  "foo.use"(%v) : (i32) -> ()
}) : () -> ()

// -----

// expected-note@+1 {{operand defined as a block argument (block #1 in the same region)}}
"foo.func"() ({
  // expected-error@+1 {{operand #0 does not dominate this use}}
  "foo.br"(%x)[^bb1] : (i32) -> ()
^bb1(%x: i32):
  "foo.ret"() : () -> ()
}) : () -> ()

// -----

"foo.func"() ({
  %c = "foo.cond"() : () -> i1
  "foo.cond_br"(%c)[^bb1, ^bb2] : (i1) -> ()
^bb1:
  // expected-note@+1 {{operand defined here (op in a parent region)}}
  %v = "foo.def"() : () -> i32
  "foo.br"()[^bb3] : () -> ()
^bb2:
  "foo.br"()[^bb3] : () -> ()
^bb3:
  "foo.op"() ({
    // expected-error@+1 {{operand #0 does not dominate this use}}
    "foo.use"(%v) : (i32) -> ()
  }) : () -> ()
}) : () -> ()

// -----

%0 = "foo.def"() : () -> i32
// expected-note@+1 {{required by region isolation constraints}}
"builtin.module"() ({
  // expected-error@+1 {{'foo.use' op using value defined outside the region}}
  "foo.use"(%0) : (i32) -> ()
}) : () -> ()

// -----

"foo.func"() ({
  %0 = "foo.def"() : () -> i32
  // expected-note@+1 {{required by region isolation constraints}}
  module {
    "foo.op"() ({
      // expected-error@+1 {{'foo.use' op using value defined outside the region}}
      "foo.use"(%0) : (i32) -> ()
    }) : () -> ()
  }
}) : () -> ()

// -----

// expected-error@+1 {{'builtin.module' op region should have no arguments}}
"builtin.module"() ({
^bb0(%arg0: i32):
  "foo.op"() : () -> ()
}) : () -> ()

// -----

// expected-error@+1 {{'builtin.module' op expects region #0 to have 0 or 1 blocks}}
"builtin.module"() ({
  "foo.op"() : () -> ()
^bb1:
  "foo.op"() : () -> ()
}) : () -> ()

// -----

// expected-error@+1 {{'builtin.module' op requires one region}}
"builtin.module"() ({
}, {
}) : () -> ()

// -----

// expected-error@+1 {{'builtin.module' op requires zero results}}
%0 = "builtin.module"() ({
}) : () -> i32

// -----

// expected-error@+1 {{invalid properties {sym_name = 1 : i32} for op builtin.module: Invalid attribute `sym_name` in property conversion: 1 : i32}}
"builtin.module"() <{sym_name = 1 : i32}> ({
}) : () -> ()

// -----

// An empty region (no block) written in generic form fails the body-region constraint.
// expected-error@+1 {{'builtin.module' op region #0 ('bodyRegion') failed to verify constraint: region with 1 blocks}}
"builtin.module"() ({
}) {foo.attr} : () -> ()

// -----

// expected-error@+1 {{'builtin.module' op can only contain attributes with dialect-prefixed names, found: 'x'}}
module attributes {x} {
}

// -----

// expected-error@+1 {{'builtin.unrealized_conversion_cast' op expected at least one result for cast operation}}
"builtin.unrealized_conversion_cast"() : () -> ()

// -----

// Unterminated region: the error is reported at EOF, moved back to the end of the
// last token before it (comments and whitespace are skipped).
"foo.op"() ({
  // expected-error@+1 {{expected operation name in quotes}}
  "foo.x"() : () -> ()

// -----

// A stray closing brace at the top level; the error is reported at the end of the previous line.
"foo.op"() ({
  "foo.x"() : () -> ()
// expected-error@+1 {{expected operation name in quotes}}
}) : () -> ()
}

// -----

// expected-error@+1 {{expected operation name in quotes}}
"foo.op"() : () -> () {

// -----

"foo.func"() ({
// expected-error@+1 {{expected ')'}}
^bb0(%a: i32 loc("x"):
}) : () -> ()

// -----

// expected-error@+1 {{expected list element}}
"foo.op"() [] : () -> ()

// -----

// The ops of a block are verified before the block's terminator is
// required: the op's own error comes first.
func.func @op_error_before_missing_terminator(%a: f32) {
  // expected-error@+1 {{'arith.addi' op operand #0 must be signless-integer-like, but got 'f32'}}
  %0 = "arith.addi"(%a, %a) : (f32, f32) -> f32
}

// -----

func.func @missing_attribute_before_missing_terminator() {
  // expected-error@+1 {{'arith.constant' op requires attribute 'value'}}
  %0 = "arith.constant"() : () -> i32
}

// -----

// expected-note@+1 {{operand defined as a block argument (block #1 in the same region)}}
func.func @argument_of_a_later_block() {
^bb0:
  // expected-error@+1 {{operand #0 does not dominate this use}}
  cf.br ^bb1(%x : i32)
^bb1(%x : i32):
  return
}

// -----

// A use before its definition in a function of one block.
func.func @use_before_definition(%a: i32) -> i32 {
  // expected-error@+1 {{operand #0 does not dominate this use}}
  %1 = arith.addi %2, %a : i32
  // expected-note@+1 {{operand defined here (op in the same block)}}
  %2 = arith.addi %a, %a : i32
  return %1 : i32
}

// -----

// A region that uses the result of the op holding it.
func.func @use_of_the_holding_op(%a: i32) -> i32 {
  // expected-note@+1 {{operand defined here (op in a parent region)}}
  %r = "test.region"() ({
    // expected-error@+1 {{operand #0 does not dominate this use}}
    %2 = arith.addi %r, %a : i32
    "test.done"() : () -> ()
  }) : () -> i32
  return %a : i32
}
