// Invalid control flow ops: each case is rejected by a verifier, with the message
// mlir-opt 22 gives (checked by tests/tests/spirv_invalid.rs).

func.func @a(%c : i1) {
  // expected-error @+1 {{'spirv.BranchConditional' op branch weights cannot both be zero}}
  spirv.BranchConditional %c [0, 0], ^b1, ^b2
^b1:
  return
^b2:
  return
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f() -> i32 "None" {
    // expected-error @+1 {{'spirv.Return' op cannot be used in functions returning value}}
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f() -> () "None" {
    %0 = spirv.Constant 1 : i32
    // expected-error @+1 {{'spirv.ReturnValue' op returns 1 value but enclosing function requires 0 results}}
    spirv.ReturnValue %0 : i32
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f() -> f32 "None" {
    %0 = spirv.Constant 1 : i32
    // expected-error @+1 {{'spirv.ReturnValue' op  return value's type ('i32') mismatch with function's result type ('f32')}}
    spirv.ReturnValue %0 : i32
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f() -> () "None" {
    // expected-error @+1 {{'spirv.Unreachable' op cannot be used in reachable block}}
    spirv.Unreachable
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @g(%x : i32) -> i32 "None" {
    spirv.ReturnValue %x : i32
  }
  spirv.func @f() -> () "None" {
    %0 = spirv.Constant 1 : i32
    // expected-error @+1 {{'spirv.FunctionCall' op callee function 'h' not found in nearest symbol table}}
    %1 = spirv.FunctionCall @h(%0) : (i32) -> i32
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @g(%x : i32) -> i32 "None" {
    spirv.ReturnValue %x : i32
  }
  spirv.func @f() -> () "None" {
    %0 = spirv.Constant 1 : i32
    // expected-error @+1 {{'spirv.FunctionCall' op has incorrect number of operands for callee: expected 1, but provided 2}}
    %1 = spirv.FunctionCall @g(%0, %0) : (i32, i32) -> i32
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @g(%x : i32) -> i32 "None" {
    spirv.ReturnValue %x : i32
  }
  spirv.func @f() -> () "None" {
    %0 = spirv.Constant 1.0 : f32
    // expected-error @+1 {{'spirv.FunctionCall' op operand type mismatch: expected operand type 'i32', but provided 'f32' for operand number 0}}
    %1 = spirv.FunctionCall @g(%0) : (f32) -> i32
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @g(%x : i32) -> i32 "None" {
    spirv.ReturnValue %x : i32
  }
  spirv.func @f() -> () "None" {
    %0 = spirv.Constant 1 : i32
    // expected-error @+1 {{'spirv.FunctionCall' op has incorrect number of results has for callee: expected 1, but provided 0}}
    spirv.FunctionCall @g(%0) : (i32) -> ()
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @g(%x : i32) -> i32 "None" {
    spirv.ReturnValue %x : i32
  }
  spirv.func @f() -> () "None" {
    %0 = spirv.Constant 1 : i32
    // expected-error @+1 {{'spirv.FunctionCall' op result type mismatch: expected 'i32', but provided 'f32'}}
    %1 = spirv.FunctionCall @g(%0) : (i32) -> f32
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.GlobalVariable @g : !spirv.ptr<f32, Input>
  spirv.func @f() -> () "None" {
    %0 = spirv.Constant 1 : i32
    // expected-error @+1 {{'spirv.FunctionCall' op callee function 'g' not found in nearest symbol table}}
    spirv.FunctionCall @g(%0) : (i32) -> ()
    spirv.Return
  }
}

// -----

func.func @a() {
  // expected-error @+1 {{'spirv.mlir.loop' op must have an entry block branching to the loop header block}}
  spirv.mlir.loop {
    spirv.mlir.merge
  }
  return
}

// -----

func.func @a() {
  // expected-error @+1 {{'spirv.mlir.loop' op must have a loop header block branched from the entry block}}
  spirv.mlir.loop {
    spirv.Branch ^b
  ^b:
    spirv.mlir.merge
  }
  return
}

// -----

func.func @a() {
  // expected-error @+1 {{'spirv.mlir.loop' op entry block must only have one 'spirv.Branch' op to the second block}}
  spirv.mlir.loop {
    %0 = spirv.Constant 1 : i32
    spirv.Branch ^h
  ^h:
    spirv.Branch ^c
  ^c:
    spirv.Branch ^h
  ^m:
    spirv.mlir.merge
  }
  return
}

// -----

func.func @a() {
  // expected-error @+1 {{'spirv.mlir.loop' op last block must be the merge block with only one 'spirv.mlir.merge' op}}
  spirv.mlir.loop {
    spirv.Branch ^h
  ^h:
    spirv.Branch ^m
  ^c:
    spirv.Branch ^h
  ^m:
    spirv.Branch ^h
  }
  return
}

// -----

func.func @a() {
  // expected-error @+1 {{'spirv.mlir.loop' op second to last block must be the loop continue block that branches to the loop header block}}
  spirv.mlir.loop {
    spirv.Branch ^h
  ^h:
    spirv.Branch ^c
  ^c:
    spirv.Branch ^m
  ^m:
    spirv.mlir.merge
  }
  return
}

// -----

func.func @a() {
  // expected-error @+1 {{'spirv.mlir.loop' op should not have 'spirv.mlir.merge' op outside the merge block}}
  spirv.mlir.loop {
    spirv.Branch ^h
  ^h:
    spirv.mlir.merge
  ^c:
    spirv.Branch ^h
  ^m:
    spirv.mlir.merge
  }
  return
}

// -----

func.func @a() {
  // expected-error @+1 {{'spirv.mlir.loop' op last block must be the merge block with only one 'spirv.mlir.merge' op}}
  spirv.mlir.loop {
    spirv.Branch ^h
  ^h:
    spirv.Branch ^c
  ^c:
    spirv.Branch ^h
  ^m:
    spirv.Return
  }
  return
}

// -----

// A merge outside the merge block is reported before the missing blocks.
func.func @a() {
  // expected-error @+1 {{'spirv.mlir.loop' op should not have 'spirv.mlir.merge' op outside the merge block}}
  spirv.mlir.loop {
    spirv.Branch ^h
  ^h:
    spirv.mlir.merge
  ^m:
    spirv.mlir.merge
  }
  return
}

// -----

// Only the continue block branches back to the header: a conditional
// branch from inside the loop body may not.
func.func @a(%done : i1) {
  // expected-error @+1 {{'spirv.mlir.loop' op can only have the entry and loop continue block branching to the loop header block}}
  spirv.mlir.loop {
    spirv.Branch ^h
  ^h:
    spirv.BranchConditional %done, ^m, ^b
  ^b:
    spirv.BranchConditional %done, ^h, ^c
  ^c:
    spirv.Branch ^h
  ^m:
    spirv.mlir.merge
  }
  return
}

// -----

// Nor may the last block before the continue block.
func.func @a(%done : i1) {
  // expected-error @+1 {{'spirv.mlir.loop' op can only have the entry and loop continue block branching to the loop header block}}
  spirv.mlir.loop {
    spirv.Branch ^h
  ^h:
    spirv.BranchConditional %done, ^h, ^b1
  ^b1:
    spirv.Branch ^b2
  ^b2:
    spirv.BranchConditional %done, ^c, ^h
  ^c:
    spirv.Branch ^h
  ^m:
    spirv.mlir.merge
  }
  return
}

// -----

func.func @a() {
  // expected-error @+1 {{'spirv.mlir.selection' op must have a selection header block}}
  spirv.mlir.selection {
    spirv.mlir.merge
  }
  return
}

// -----

func.func @a(%c : i1) {
  // expected-error @+1 {{'spirv.mlir.selection' op last block must be the merge block with only one 'spirv.mlir.merge' op}}
  spirv.mlir.selection {
    spirv.BranchConditional %c, ^t, ^m
  ^t:
    spirv.Branch ^m
  ^m:
    spirv.Return
  }
  return
}

// -----

func.func @a(%c : i1) {
  // expected-error @+1 {{'spirv.mlir.selection' op should not have 'spirv.mlir.merge' op outside the merge block}}
  spirv.mlir.selection {
    spirv.BranchConditional %c, ^t, ^m
  ^t:
    spirv.mlir.merge
  ^m:
    spirv.mlir.merge
  }
  return
}

// -----

func.func @a(%c : i1) {
  // expected-error @+1 {{'spirv.mlir.merge' op expects parent op to be one of 'spirv.mlir.selection, spirv.mlir.loop'}}
  spirv.mlir.merge
}

// -----

func.func @a() {
  // expected-error @+1 {{'spirv.mlir.loop' op last block must be the merge block with only one 'spirv.mlir.merge' op}}
  spirv.mlir.loop {
    spirv.Branch ^b
  ^b:
    spirv.Return
  }
  return
}

// -----

func.func @a() {
  // expected-error @+1 {{'spirv.mlir.loop' op requires a loop continue block branching to the loop header block}}
  spirv.mlir.loop {
    spirv.Branch ^h
  ^h:
    spirv.Branch ^m
  ^m:
    spirv.mlir.merge
  }
  return
}

// -----

func.func @a() {
  // expected-error @+1 {{'spirv.mlir.loop' op requires a loop continue block branching to the loop header block}}
  spirv.mlir.loop {
    spirv.Branch ^h
  ^h:
    spirv.Branch ^h
  ^m:
    spirv.mlir.merge
  }
  return
}

// -----

func.func @a() {
  // expected-error @+1 {{'spirv.mlir.loop' op should not have 'spirv.mlir.merge' op outside the merge block}}
  spirv.mlir.loop {
    spirv.Branch ^h
  ^h:
    spirv.Branch ^c
  ^c:
    spirv.mlir.merge
  ^m:
    spirv.mlir.merge
  }
  return
}

// -----

func.func @a(%c: i1) {
  // expected-error @+1 {{'spirv.mlir.loop' op last block must be the merge block with only one 'spirv.mlir.merge' op}}
  spirv.mlir.loop {
    spirv.Branch ^h
  ^h:
    spirv.BranchConditional %c, ^c, ^m
  ^c:
    spirv.Branch ^h
  ^m:
    %0 = spirv.Constant 1 : i32
    spirv.mlir.merge
  }
  return
}

// -----

func.func @a(%c: i1) {
  // expected-error @+1 {{'spirv.mlir.selection' op last block must be the merge block with only one 'spirv.mlir.merge' op}}
  spirv.mlir.selection {
    spirv.Branch ^b
  ^b:
    spirv.Return
  }
  return
}

// -----

func.func @a(%c: i1) {
  // expected-error @+1 {{'spirv.mlir.loop' op last block must be the merge block with only one 'spirv.mlir.merge' op}}
  spirv.mlir.loop {
    spirv.Branch ^h
  ^h:
    spirv.BranchConditional %c, ^c, ^m
  ^c:
    spirv.Branch ^h
  ^m:
    spirv.mlir.merge
  ^z:
    spirv.Branch ^h
  }
  return
}

// -----

// A loop's control is one case: the parser stops at a `|`.
func.func @a() {
  // expected-error @+1 {{expected ')'}}
  spirv.mlir.loop control(DontUnroll|MinIterations) {
    spirv.Branch ^bb1
  ^bb1:
    spirv.mlir.merge
  }
  return
}
