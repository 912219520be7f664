// FLAGS: --allow-unregistered-dialect --split-input-file
// Verifier errors of func and cf ops: signatures, returns, parents,
// successor operands, switch cases, and the custom forms' parse errors.

// expected-error@+1 {{'func.func' op entry block must have 1 arguments to match function signature}}
func.func @f(i32) {
^bb0:
  return
}

// -----

// expected-error@+1 {{'func.func' op type of entry block argument #0('i64') must match the type of the corresponding argument in function signature('i32')}}
"func.func"() <{function_type = (i32) -> (), sym_name = "f"}> ({
^bb0(%a: i64):
  "func.return"() : () -> ()
}) : () -> ()

// -----

func.func @f() -> i32 {
  // expected-error@+1 {{'func.return' op has 0 operands, but enclosing function (@f) returns 1}}
  return
}

// -----

func.func @f(%a: i64) -> i32 {
  // expected-error@+1 {{type of return operand 0 ('i64') doesn't match function result type ('i32') in function @f}}
  return %a : i64
}

// -----

// expected-error@+1 {{'func.return' op expects parent op 'func.func'}}
"func.return"() : () -> ()

// -----

func.func @f(%a: i32) {
  // expected-error@+1 {{'func.call_indirect' op operand #0 must be function type, but got 'i32'}}
  "func.call_indirect"(%a) : (i32) -> ()
  return
}

// -----

func.func @f(%g: (i32) -> i32, %a: i64) {
  // expected-error@+1 {{'func.call_indirect' op failed to verify that callee input types match argument types}}
  %0 = "func.call_indirect"(%g, %a) : ((i32) -> i32, i64) -> i32
  return
}

// -----

func.func @f() {
  // expected-error@+1 {{'func.call' op requires attribute 'callee'}}
  "func.call"() : () -> ()
  return
}

// -----

func.func @f() {
  // expected-error@+1 {{invalid properties {callee = "g"} for op func.call: Invalid attribute `callee` in property conversion: "g"}}
  "func.call"() <{callee = "g"}> : () -> ()
  return
}

// -----

func.func @f() {
  // expected-error@+1 {{'func.call' op attribute 'callee' failed to satisfy constraint: flat symbol reference attribute}}
  "func.call"() {callee = "g"} : () -> ()
  return
}

// -----

// expected-error@+1 {{'sym_name' is an inferred attribute and should not be specified in the explicit attribute dictionary}}
func.func @f() attributes {sym_name = "g"} {
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error@+1 {{branch has 1 operands for successor #0, but target block has 0}}
  cf.br ^bb1(%a : i32)
^bb1:
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error@+1 {{type mismatch for bb argument #0 of successor #0}}
  cf.br ^bb1(%a : i32)
^bb1(%b: i64):
  return
}

// -----

func.func @f(%c: i1, %a: i32) {
  // expected-error@+1 {{branch has 0 operands for successor #0, but target block has 1}}
  cf.cond_br %c, ^bb1, ^bb1
^bb1(%b: i32):
  return
}

// -----

func.func @f(%c: i32) {
  // expected-error@+1 {{'cf.cond_br' op operand #0 must be 1-bit signless integer, but got 'i32'}}
  "cf.cond_br"(%c)[^bb1, ^bb1] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
^bb1:
  return
}

// -----

func.func @f(%c: i1) {
  // expected-error@+1 {{'cf.cond_br' op operand count (1) does not match with the total size (2) specified in attribute 'operandSegmentSizes'}}
  "cf.cond_br"(%c)[^bb1, ^bb1] <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (i1) -> ()
^bb1:
  return
}

// -----

func.func @f(%c: i1) {
  // expected-error@+1 {{'cf.cond_br' op requires 2 successors but found 1}}
  "cf.cond_br"(%c)[^bb1] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
^bb1:
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error@+1 {{'cf.switch' op 'flag' type ('i32') should match case value type ('i64')}}
  "cf.switch"(%a)[^bb1, ^bb1] <{case_operand_segments = array<i32: 0>, case_values = dense<1> : vector<1xi64>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
^bb1:
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error@+1 {{'cf.switch' op number of case values (2) should match number of case destinations (1)}}
  "cf.switch"(%a)[^bb1, ^bb1] <{case_operand_segments = array<i32: 0>, case_values = dense<[1, 2]> : vector<2xi32>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
^bb1:
  return
}

// -----

func.func @f(%a: i1) {
  // expected-error@+1 {{'cf.assert' op requires attribute 'msg'}}
  "cf.assert"(%a) : (i1) -> ()
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error@+1 {{custom op 'frob' is unknown (tried 'func.frob' as well)}}
  frob %a : i32
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error@+1 {{expected ':'}}
  %0 = arith.addi %a, %a i32
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error@+1 {{expected ','}}
  %0 = arith.addi %a %a : i32
  return
}

// -----

// expected-note@+1 {{prior use here}}
func.func @f(%a: i32) {
  // expected-error@+1 {{use of value '%a' expects different type than prior uses: 'i64' vs 'i32'}}
  %0 = arith.addi %a, %a : i64
  return
}

// -----

func.func @switch_case_not_an_integer(%flag: i32) {
  cf.switch %flag : i32, [
    default: ^bb1,
    // expected-error@+1 {{custom op 'cf.switch' expected integer value}}
    first: ^bb1
  ]
^bb1:
  return
}

// -----

func.func @switch_case_beyond_i64(%flag: i64) {
  cf.switch %flag : i64, [
    default: ^bb1,
    // expected-error@+1 {{custom op 'cf.switch' integer value too large}}
    9223372036854775808: ^bb1
  ]
^bb1:
  return
}

// -----

func.func @outer() {
  // expected-error@+1 {{'func.func' op symbol's parent must have the SymbolTable trait}}
  func.func private @inner()
  return
}

// -----

// expected-error@+1 {{'func.func' op arguments may only have dialect attributes}}
func.func @non_dialect_argument_attribute(%a: i32 {foo = 1}) {
  return
}

// -----

// expected-error@+1 {{'func.func' op results may only have dialect attributes}}
func.func private @non_dialect_result_attribute() -> (i32 {bar})

// -----

// expected-error@+1 {{'func.func' op expects argument attribute array to have the same number of elements as the number of function arguments, got 1, but expected 0}}
func.func private @too_many_argument_dictionaries() attributes { arg_attrs = [{}] }

// -----

func.func @zero_weights(%c: i1) {
  // expected-error@+1 {{branch weights cannot all be zero}}
  cf.cond_br %c weights([0, 0]), ^bb1, ^bb1
^bb1:
  return
}

// -----

spirv.module Logical GLSL450 {
  // expected-error@+1 {{'spirv.func' op cannot have more than one result}}
  spirv.func @two_results(%arg: i32) -> (i32, i32) "None" {
    spirv.Return
  }
}

// -----

// A symbol reference has no type: a literal in its place is read without
// one, then rejected as another kind of attribute.
func.func @constant() {
  // expected-error@+1 {{custom op 'func.constant' invalid kind of attribute specified}}
  %0 = func.constant "callee" : () -> ()
  return
}

// -----

func.func @constant() {
  // expected-error@+1 {{integer literal not valid for specified type}}
  %0 = func.constant 7 : () -> ()
  return
}
