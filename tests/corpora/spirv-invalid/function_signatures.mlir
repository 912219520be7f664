// Function signatures name all their arguments or none.

spirv.module Logical GLSL450 {
  // expected-error@+1 {{expected SSA identifier}}
  spirv.func @named_then_unnamed(%a: i32, f32) "None" {
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  // expected-error@+1 {{expected type instead of SSA identifier}}
  spirv.func @unnamed_then_named(i32, %b: f32) "None" {
    spirv.Return
  }
}

// -----

// A body given with its own block header takes the signature's arguments:
// as many ...
spirv.module Logical GLSL450 {
  // expected-error @+1 {{'spirv.func' op entry block must have 2 arguments to match function signature}}
  spirv.func @too_few_block_arguments(i32, i32) -> i32 "None" {
  ^entry(%a: i32):
    spirv.ReturnValue %a : i32
  }
}

// -----

// ... and of the same types, checked before the ops of the body.
spirv.module Logical GLSL450 {
  // expected-error @+1 {{'spirv.func' op type of entry block argument #1('vector<2xf32>') must match the type of the corresponding argument in function signature('vector<2xi32>')}}
  spirv.func @mismatched_block_argument(i32, vector<2xi32>) "None" {
  ^entry(%a: i32, %b: vector<2xf32>):
    %sum = spirv.IAdd %a, %a : i32
    %bad = "spirv.IAdd"(%sum, %sum) : (i32, i32) -> f32
    spirv.Return
  }
}
