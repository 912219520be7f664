// FLAGS: --split-input-file
// Integers in the custom forms of SPIR-V ops, which MLIR parses as typed
// integer attributes: out of range for their type, or of another kind.

spirv.module Logical GLSL450 {
  // expected-error@+1 {{integer constant out of range for attribute}}
  spirv.GlobalVariable @buffer bind(0, 4294967296) : !spirv.ptr<f32, Uniform>
}

// -----

spirv.module Logical GLSL450 {
  // expected-error@+1 {{floating point value not valid for specified type}}
  spirv.GlobalVariable @buffer bind(0.5, 1) : !spirv.ptr<f32, Uniform>
}

// -----

spirv.module Logical GLSL450 {
  // expected-error@+1 {{custom op 'spirv.SpecConstant' invalid kind of attribute specified}}
  spirv.SpecConstant @width spec_id(2.0) = 8 : i32
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @kernel() "None" {
    spirv.Return
  }
  spirv.EntryPoint "GLCompute" @kernel
  // expected-error@+1 {{integer constant out of range for attribute}}
  spirv.ExecutionMode @kernel "LocalSize", 64, 1, 8589934592
}

// -----

spirv.func @load(%pointer: !spirv.ptr<f32, Function>) "None" {
  // expected-error@+1 {{floating point value not valid for specified type}}
  %value = spirv.Load "Function" %pointer ["Aligned", 8.0] : f32
  spirv.Return
}

// -----

spirv.func @branch(%condition: i1) "None" {
  // expected-error@+1 {{expected ']'}}
  spirv.BranchConditional %condition [3, 1, 1], ^yes, ^no
^yes:
  spirv.Return
^no:
  spirv.Return
}

// -----

spirv.func @branch(%condition: i1) "None" {
  // expected-error@+1 {{expected ','}}
  spirv.BranchConditional %condition [3], ^yes, ^no
^yes:
  spirv.Return
^no:
  spirv.Return
}
