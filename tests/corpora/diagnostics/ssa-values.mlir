// FLAGS: --allow-unregistered-dialect --split-input-file
// SSA value errors: undefined values, redefinitions, type mismatches between uses and definitions,
// result-count mismatches, invalid result numbers, operand-type-list mismatches.

// expected-error@+1 {{use of undeclared SSA value name}}
"foo.use"(%undefined) : (i32) -> ()

// -----

"foo.op"() ({
  // expected-error@+1 {{use of undeclared SSA value name}}
  "foo.use"(%undefined) : (i32) -> ()
}) : () -> ()

// -----

// A value defined inside a nested region is not visible after the region.
"foo.func"() ({
  "foo.op"() ({
    %inner = "foo.def"() : () -> i32
  }) : () -> ()
  // expected-error@+1 {{use of undeclared SSA value name}}
  "foo.use"(%inner) : (i32) -> ()
}) : () -> ()

// -----

// expected-note@+1 {{previously defined here}}
%0 = "foo.op"() : () -> i32
// expected-error@+1 {{redefinition of SSA value '%0'}}
%0 = "foo.op"() : () -> i32

// -----

"foo.func"() ({
// expected-error@+2 {{redefinition of SSA value '%a'}}
// expected-note@+1 {{previously defined here}}
^bb0(%a: i32, %a: i32):
  "foo.ret"() : () -> ()
}) : () -> ()

// -----

"foo.func"() ({
// expected-note@+1 {{previously defined here}}
^bb0(%a: i32):
  // expected-error@+1 {{redefinition of SSA value '%a'}}
  %a = "foo.def"() : () -> i32
}) : () -> ()

// -----

"foo.func"() ({
  // expected-note@+1 {{prior use here}}
  %x = "foo.def"() : () -> i32
  // expected-error@+1 {{use of value '%x' expects different type than prior uses: 'i64' vs 'i32'}}
  "foo.use"(%x) : (i64) -> ()
}) : () -> ()

// -----

"foo.func"() ({
  // expected-note@+1 {{previously used here with type 'i64'}}
  "foo.use"(%x) : (i64) -> ()
  // expected-error@+1 {{definition of SSA value '%x#0' has type 'i32'}}
  %x = "foo.def"() : () -> i32
}) : () -> ()

// -----

// expected-note@+1 {{prior use here}}
"foo.use"(%fwd) : (f32) -> ()
// expected-error@+1 {{use of value '%fwd' expects different type than prior uses: 'f64' vs 'f32'}}
"foo.use"(%fwd) : (f64) -> ()
%fwd = "foo.def"() : () -> f32

// -----

// expected-error@+1 {{operation defines 1 results but was provided 2 to bind}}
%0:2 = "foo.op"() : () -> i32

// -----

// expected-error@+1 {{operation defines 2 results but was provided 1 to bind}}
%0 = "foo.op"() : () -> (i32, i32)

// -----

// expected-error@+1 {{operation defines 3 results but was provided 2 to bind}}
%a, %b = "foo.op"() : () -> (i32, i32, i32)

// -----

// expected-error@+1 {{cannot name an operation with no results}}
%0 = "foo.op"() : () -> ()

// -----

// expected-error@+1 {{expected named operation to have at least 1 result}}
%0:0 = "foo.op"() : () -> ()

// -----

// expected-error@+1 {{expected integer number of results}}
%0:x = "foo.op"() : () -> i32

// -----

// expected-error@+1 {{expected '=' after SSA name}}
%0#1 = "foo.op"() : () -> i32

// -----

%0:2 = "foo.op"() : () -> (i32, i32)
// expected-error@+1 {{reference to invalid result number}}
"foo.use"(%0#2) : (i32) -> ()

// -----

%0 = "foo.op"() : () -> i32
// expected-error@+1 {{reference to invalid result number}}
"foo.use"(%0#1) : (i32) -> ()

// -----

// expected-error@+1 {{expected 0 operand types but had 1}}
"foo.use"() : (i32) -> ()

// -----

%0 = "foo.op"() : () -> i32
// mlir-opt 22 prints this message with a NUL byte where the plural 's' would go:
// "expected 1 operand type\0 but had 0". The verifier cannot match across the NUL,
// so only the part before it is checked here.
// expected-error@+1 {{expected 1 operand type}}
"foo.use"(%0) : () -> ()

// -----

%0 = "foo.op"() : () -> i32
// expected-error@+1 {{expected 1 operand type}}
"foo.use"(%0) : (i32, i32) -> ()

// -----

// expected-error@+1 {{expected function type}}
"foo.op"() : i32

// -----

// expected-error@+1 {{expected ':' followed by operation type}}
"foo.op"() {a = 1 : i32}

// -----

"foo.func"() ({
// expected-error@+1 {{expected ':' and type for SSA operand}}
^bb0(%a i32):
}) : () -> ()

// -----

func.func @numbered_redefinition() {
  %0 = arith.constant 1 : i32
  // expected-error@+2 {{redefinition of SSA value '%0'}}
  // expected-note@-2 {{previously defined here}}
  %0 = arith.constant 2 : i32
  return
}

// -----

func.func @leading_zero_is_another_name() {
  %00 = arith.constant 1 : i64
  %0 = arith.constant 1 : i32
  // expected-error@+2 {{use of value '%00' expects different type than prior uses: 'i32' vs 'i64'}}
  // expected-note@-3 {{prior use here}}
  %1 = arith.addi %00, %0 : i32
  return
}

// -----

func.func @large_number_redefinition() {
  %999999999 = arith.constant 1 : i32
  // expected-error@+2 {{redefinition of SSA value '%999999999'}}
  // expected-note@-2 {{previously defined here}}
  %999999999 = arith.constant 2 : i32
  return
}

// -----

func.func @region_names_end_with_the_region(%c: i1) {
  "test.region"() ({
    %5 = arith.constant 1 : i32
    "test.use"(%5) : (i32) -> ()
  }) : () -> ()
  "test.region"() ({
    %5 = arith.constant 2 : i64
  }) : () -> ()
  // expected-error@+1 {{use of undeclared SSA value name}}
  "test.use"(%5) : (i32) -> ()
  return
}

// -----

func.func @sparse_numbers() {
  %70000 = arith.constant 1 : i32
  %3000000 = arith.constant 2 : i32
  %2 = arith.addi %70000, %3000000 : i32
  // expected-error@+2 {{redefinition of SSA value '%3000000'}}
  // expected-note@-3 {{previously defined here}}
  %3000000 = arith.constant 3 : i32
  return
}
