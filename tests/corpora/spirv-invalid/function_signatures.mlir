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
