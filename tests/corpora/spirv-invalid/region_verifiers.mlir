// Region verifiers: reported at the offending op, after the nested ops
// have verified.

spirv.module Logical GLSL450 {
  spirv.func @body() -> () "None" {
    // expected-error @+1 {{functions in 'spirv.module' can only contain spirv.* ops}}
    %zero = arith.constant 0 : i32
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  // expected-error @+1 {{'spirv.module' can only contain spirv.* ops}}
  %one = arith.constant 1 : i64
}

// -----

spirv.module Logical GLSL450 {
  // expected-error @+1 {{'spirv.module' cannot contain external functions without 'Import' linkage_attributes (LinkageAttributes)}}
  spirv.func @declared(%arg: i32) -> () "None"
}

// -----

// The first offending op of the module is reported, in block order.
spirv.module Logical GLSL450 {
  spirv.func @defined() -> () "None" {
    spirv.Return
  }
  // expected-error @+1 {{'spirv.module' can only contain spirv.* ops}}
  %two = arith.constant 2 : i16
  spirv.func @undefined() -> () "Inline"
}

// -----

// An error inside a function comes before the module's region verifier.
spirv.module Logical GLSL450 {
  %three = arith.constant 3 : i32
  spirv.func @adds() -> () "None" {
    %a = spirv.Constant 1 : i32
    %b = spirv.Constant 2.0 : f32
    // expected-error @+1 {{'spirv.IAdd' op operand #1 must be 8/16/32/64-bit integer}}
    %c = "spirv.IAdd"(%a, %b) : (i32, f32) -> i32
    spirv.Return
  }
}

// -----

// So does an op after the function in the module.
spirv.module Logical GLSL450 {
  spirv.func @empty() -> () "None"
  // expected-error @+1 {{'spirv.Constant' op result type ('i32') does not match value type ('i64')}}
  %four = "spirv.Constant"() {value = 4 : i64} : () -> i32
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @main() -> () "None" {
    spirv.Return
  }
  // expected-error @+1 {{function 'mian' not found in 'spirv.module'}}
  spirv.EntryPoint "Fragment" @mian
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @main() -> () "None" {
    spirv.Return
  }
  spirv.EntryPoint "Vertex" @main
  spirv.EntryPoint "Fragment" @main
  // expected-error @+1 {{duplicate of a previous EntryPointOp}}
  spirv.EntryPoint "Vertex" @main
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @main() -> () "None" {
    spirv.Return
  }
  spirv.GlobalVariable @input : !spirv.ptr<f32, Input>
  // expected-error @+1 {{expected spirv.GlobalVariable symbol reference instead of'@main'}}
  spirv.EntryPoint "GLCompute" @main, @input, @main
}

// -----

// A redefinition is found before the module's own checks.
spirv.module Logical GLSL450 {
  // expected-note @+1 {{see existing symbol definition here}}
  spirv.func @twice() -> () "None" {
    spirv.Return
  }
  %five = arith.constant 5 : i32
  // expected-error @+1 {{redefinition of symbol named 'twice'}}
  spirv.func @twice() -> () "None" {
    spirv.Return
  }
}

// -----

// An op nested in a loop verifies before the loop's structure.
spirv.module Logical GLSL450 {
  spirv.func @loop() -> () "None" {
    spirv.mlir.loop {
      %x = spirv.Constant 1 : i32
      // expected-error @+1 {{'spirv.SNegate' op failed to verify that all of {operand, result} have same type}}
      %y = "spirv.SNegate"(%x) : (i32) -> i64
      spirv.Branch ^merge
    ^merge:
      spirv.mlir.merge
    }
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @loop() -> () "None" {
    // expected-error @+1 {{'spirv.mlir.loop' op must have a loop header block branched from the entry block}}
    spirv.mlir.loop {
      %x = arith.constant 1 : i32
      spirv.Branch ^merge
    ^merge:
      spirv.mlir.merge
    }
    spirv.Return
  }
}

// -----

// Likewise in a selection.
spirv.module Logical GLSL450 {
  spirv.func @select(%cond: i1) -> () "None" {
    spirv.mlir.selection {
      // expected-error @+1 {{'spirv.Not' op operand #0 must be 8/16/32/64-bit integer}}
      %n = "spirv.Not"(%cond) : (i1) -> i32
      spirv.mlir.merge
    }
    spirv.Return
  }
}

// -----

// The selection's checks come before the module's.
spirv.module Logical GLSL450 {
  %six = arith.constant 6 : i32
  spirv.func @select() -> () "None" {
    // expected-error @+1 {{'spirv.mlir.selection' op last block must be the merge block with only one 'spirv.mlir.merge' op}}
    spirv.mlir.selection {
      spirv.Return
    }
    spirv.Return
  }
}

// -----

// The op wrapped by a specialization constant operation verifies first.
spirv.module Logical GLSL450 {
  spirv.func @spec() -> i32 "None" {
    %c = spirv.Constant 1 : i32
    %result = "spirv.SpecConstantOperation"() ({
      // expected-error @+1 {{'spirv.ISub' op failed to verify that all of {operand1, operand2, result} have same type}}
      %a = "spirv.ISub"(%c, %c) : (i32, i32) -> i64
      %b = spirv.IAdd %c, %c : i32
      spirv.mlir.yield %b : i32
    }) : () -> i32
    spirv.ReturnValue %result : i32
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @spec() -> i32 "None" {
    %c = spirv.Constant 1 : i32
    // expected-error @+1 {{'spirv.SpecConstantOperation' op expected exactly 2 nested ops}}
    %result = "spirv.SpecConstantOperation"() ({
      %a = spirv.ISub %c, %c : i32
      %b = spirv.IAdd %a, %c : i32
      spirv.mlir.yield %b : i32
    }) : () -> i32
    spirv.ReturnValue %result : i32
  }
}

// -----

// The specialization constant operation's checks come before the module's.
spirv.module Logical GLSL450 {
  spirv.func @spec() -> i32 "None" {
    %c = spirv.Constant 1 : i32
    // expected-error @+1 {{'spirv.SpecConstantOperation' op invalid enclosed op}}
    %result = "spirv.SpecConstantOperation"() ({
      %b = spirv.Constant 2 : i32
      spirv.mlir.yield %b : i32
    }) : () -> i32
    spirv.ReturnValue %result : i32
  }
  spirv.func @external() -> () "None"
}
