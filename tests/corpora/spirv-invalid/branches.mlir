// Invalid branches: spirv.Switch literals, successor operands: each case is
// rejected by a verifier, with the message mlir-opt 22 gives (checked by
// tests/tests/spirv_invalid.rs).

func.func @a(%s : i32) {
  // expected-error @+1 {{'spirv.Switch' op 'selector' type ('i32') should match literals type ('i64')}}
  "spirv.Switch"(%s)[^bb1, ^bb1] <{case_operand_segments = array<i32: 0>, literals = dense<[0, 1]> : vector<2xi64>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
^bb1:
  spirv.Return
}

// -----

func.func @a(%s : i32) {
  // expected-error @+1 {{'spirv.Switch' op number of literals (1) should match number of targets (0)}}
  "spirv.Switch"(%s)[^bb1] <{case_operand_segments = array<i32>, literals = dense<[0]> : vector<1xi32>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
^bb1:
  spirv.Return
}

// -----

func.func @a(%s : i32) {
  // expected-error @+1 {{branch has 1 operands for successor #1, but target block has 0}}
  spirv.Switch %s : i32, [
    default: ^bb1,
    0: ^bb1(%s : i32)
  ]
^bb1:
  spirv.Return
}

// -----

func.func @a(%s : i32) {
  // expected-error @+1 {{branch has 0 operands for successor #1, but target block has 1}}
  spirv.Switch %s : i32, [
    default: ^bb1(%s: i32),
    0: ^bb1
  ]
^bb1(%x : i32):
  spirv.Return
}

// -----

func.func @a(%s : i32) {
  // expected-error @+1 {{branch has 1 operands for successor #0, but target block has 0}}
  spirv.Branch ^bb1(%s : i32)
^bb1:
  spirv.Return
}

// -----

func.func @a(%s : i32, %c : i1) {
  // expected-error @+1 {{branch has 1 operands for successor #0, but target block has 0}}
  spirv.BranchConditional %c, ^bb1(%s : i32), ^bb1
^bb1:
  spirv.Return
}

// -----

func.func @a(%s : i32, %c : i1) {
  // expected-error @+1 {{type mismatch for bb argument #0 of successor #0}}
  spirv.BranchConditional %c, ^bb1(%c : i1), ^bb1(%s : i32)
^bb1(%x : i32):
  spirv.Return
}
