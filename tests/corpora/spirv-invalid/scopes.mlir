// Ops that must sit in a function (InFunctionScope) or directly in a
// module-like op (InModuleScope), placed elsewhere (checked by
// tests/tests/spirv_invalid.rs).

spirv.module Logical GLSL450 {
  spirv.func @f() "None" {
    // expected-error @+1 {{'spirv.GlobalVariable' op failed to verify that op must appear in a module-like op's block}}
    spirv.GlobalVariable @inside : !spirv.ptr<f32, Private>
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.SpecConstant @sc = 1 : i32
  // expected-error @+1 {{'spirv.Return' op failed to verify that op must appear in a function-like op's block}}
  spirv.Return
}

// -----

module {
  spirv.module Logical GLSL450 {
    spirv.func @f() "None" {
      // expected-error @+1 {{'spirv.func' op failed to verify that op must appear in a module-like op's block}}
      spirv.func @g() "None" {
        spirv.Return
      }
      spirv.Return
    }
  }
}

// -----

// A func.func is a function too, and a module-like op directly above a
// global is enough.
module {
  spirv.GlobalVariable @global : !spirv.ptr<f32, Private>
  func.func @h() {
    spirv.mlir.selection {
      spirv.Branch ^merge
    ^merge:
      spirv.mlir.merge
    }
    // expected-error @+1 {{'spirv.SpecConstant' op failed to verify that op must appear in a module-like op's block}}
    spirv.SpecConstant @nested = 2 : i32
    spirv.Return
  }
}

// -----

// The SPIR-V dialect allows ops it does not define, in modules and in
// functions, as MLIR's does; a module still holds only spirv.* ops.
spirv.module Logical GLSL450 {
  "spirv.NotDefinedHere"() : () -> ()
  spirv.func @f() "None" {
    "spirv.NorThis"() : () -> ()
    spirv.Return
  }
  // expected-error@+1 {{'spirv.module' can only contain spirv.* ops}}
  %0 = arith.constant 0 : i32
}
