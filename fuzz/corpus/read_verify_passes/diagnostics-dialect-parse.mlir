// FLAGS: --allow-unregistered-dialect --split-input-file
// Errors in the custom forms of func, arith and cf ops: what the ops' own
// parsers report (with MLIR's `custom op` prefix) and what the shared
// parser reports.

func.func @f(%a: i32, %c: i1) {
  // expected-error@+1 {{custom op 'arith.select' expected 3 operands}}
  %0 = arith.select %c, %a : i32
  return
}

// -----

func.func @f(%a: i32, %c: i1) {
  // expected-error@+1 {{custom op 'func.call_indirect' invalid kind of type specified: expected builtin.function, but found 'i32'}}
  %0 = func.call_indirect %a(%a) : i32
  return
}

// -----

func.func @f(%a: i32, %c: i1) {
  // expected-error@+1 {{custom op 'arith.cmpi' expected string or keyword containing one of the following enum values for attribute 'predicate' [eq, ne, slt, sle, sgt, sge, ult, ule, ugt, uge]}}
  %0 = arith.cmpi foo, %a, %a : i32
  return
}

// -----

func.func @f(%a: i32, %c: i1) {
  // expected-error@+1 {{custom op 'arith.cmpi' invalid predicate attribute specification: "foo"}}
  %0 = arith.cmpi "foo", %a, %a : i32
  return
}

// -----

func.func @f(%a: i32) {
  cf.switch %a : i32, [
    default: ^bb1,
    // expected-error@+1 {{expected ':'}}
    1 ^bb1
  ]
^bb1:
  return
}

// -----

// expected-error@+1 {{custom op 'func.func' expected SSA identifier}}
func.func @f(%a: i32, i32) {
  return
}

// -----

// expected-error@+1 {{custom op 'func.func' expected type instead of SSA identifier}}
func.func @f(i32, %a: i32) {
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error@+1 {{expected '('}}
  %0 = func.call @f %a : (i32) -> ()
  return
}

// -----

func.func @f(%a: i32) {
  "foo.region"() ({
    // expected-error@+1 {{'func.return' op expects parent op 'func.func'}}
    return
  }) : () -> ()
  return
}

// -----

// MLIR's custom parsers report their own errors as `custom op '...'`.
// expected-error@+1 {{custom op 'spirv.module' expected valid keyword}}
spirv.module { }

// -----

// expected-error@+1 {{custom op 'spirv.module' invalid addressing_model attribute specification: Physical}}
spirv.module Physical { }

// -----

// expected-error@+1 {{custom op 'spirv.module' invalid memory_model attribute specification: Bla}}
spirv.module Logical Bla { }

// -----

// expected-error@+1 {{custom op 'func.func' expected valid '@'-identifier for symbol name}}
func.func missingsigil() {
  return
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f() "None" { spirv.Return }
  // expected-error@+1 {{custom op 'spirv.EntryPoint' invalid kind of attribute specified}}
  spirv.EntryPoint "GLCompute" "f"
}

// -----

func.func @switch_without_default(%flag : i32) {
  cf.switch %flag : i32, [
    // expected-error@+1 {{custom op 'cf.switch' expected 'default'}}
    45: ^bb1
  ]
^bb1:
  return
}

// -----

func.func @misspelled_format_keyword(%a: i32) -> i64 {
  // expected-error@+1 {{custom op 'arith.extsi' expected 'to'}}
  %0 = arith.extsi %a : i32 too i64
  return %0 : i64
}

// -----

func.func @block_name_expected() {
  // expected-error@+1 {{expected block name}}
  cf.br    5
}

// -----

func.func @block_name_on_the_next_line() {
  // expected-error@+1 {{expected block name}}
  spirv.Branch
}

// -----

func.func @named_arguments_then_block_name(%a : i32) {
// expected-error@+1 {{invalid block name in region with named arguments}}
^bb0(%b : i32):
  return
}
