// FLAGS: --split-input-file
// A specialization constant operation is located where the op it wraps
// is written, so its errors point there.

spirv.module Logical GLSL450 {
  spirv.func @load_in_constant() -> () "None" {
    %pointer = spirv.Variable : !spirv.ptr<f32, Function>
    %value = spirv.SpecConstantOperation wraps
      // expected-error@+1 {{'spirv.SpecConstantOperation' op invalid enclosed op}}
      "spirv.Load"(%pointer) : (!spirv.ptr<f32, Function>) -> f32
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @operand_not_constant() -> () "None" {
    %pointer = spirv.Variable : !spirv.ptr<i32, Function>
    %input = spirv.Load "Function" %pointer : i32
    // expected-error@+1 {{'spirv.SpecConstantOperation' op invalid operand, must be defined by a constant operation}}
    %sum = spirv.SpecConstantOperation wraps "spirv.ISub"(%input, %input) : (i32, i32) -> i32
    spirv.Return
  }
}
