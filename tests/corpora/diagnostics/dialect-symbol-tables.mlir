// FLAGS: --split-input-file
// Symbol tables: public declarations, redefinitions, and empty function
// bodies.

// expected-error@+1 {{'func.func' op symbol declaration cannot have public visibility}}
func.func @f(i32)

// -----

// expected-note@+1 {{see existing symbol definition here}}
func.func @f() {
  return
}
// expected-error@+1 {{redefinition of symbol named 'f'}}
func.func @f() {
  return
}

// -----

// expected-error@+1 {{custom op 'func.func' expected non-empty function body}}
func.func @f() {
}

// -----

func.func private @f() {
  return
}

// -----

// A SPIR-V call checks its callee as a symbol use, once the ops of the
// symbol table verify: the error inside @broken comes first, and the
// call is not reported.
spirv.module Logical GLSL450 {
  spirv.func @callee(%a: i32) "None" { spirv.Return }
  spirv.func @caller() "None" {
    %c = spirv.Constant 1 : i32
    spirv.FunctionCall @callee(%c, %c) : (i32, i32) -> ()
    spirv.Return
  }
  spirv.func @broken() "None" {
    %c = spirv.Constant 1 : i32
    // expected-error@+1 {{'spirv.ReturnValue' op returns 1 value but enclosing function requires 0 results}}
    spirv.ReturnValue %c : i32
  }
}

// -----

// Once everything else verifies, the call's symbol use is reported.
spirv.module Logical GLSL450 {
  spirv.func @callee(%a: i32) "None" { spirv.Return }
  spirv.func @caller() "None" {
    %c = spirv.Constant 1 : i32
    // expected-error@+1 {{'spirv.FunctionCall' op has incorrect number of operands for callee: expected 1, but provided 2}}
    spirv.FunctionCall @callee(%c, %c) : (i32, i32) -> ()
    spirv.Return
  }
}

// -----

// Symbol uses are checked as MLIR walks a symbol table: its own ops
// first, then the regions they hold from a stack, so the last function's
// body comes before the first's.
func.func @callee(%a: i32) {
  return
}
func.func @first() {
  func.call @missing() : () -> ()
  return
}
func.func @second(%c: i32) {
  // expected-error@+1 {{'func.call' op incorrect number of operands for callee}}
  func.call @callee(%c, %c) : (i32, i32) -> ()
  return
}
