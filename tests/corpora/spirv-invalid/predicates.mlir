// Invalid ODS predicate traits: execution scopes and element types: each case
// is rejected by a verifier, with the message mlir-opt 22 gives (checked by
// tests/tests/spirv_invalid.rs).

func.func @f(%v : vector<2xf32>) {
  // expected-error @+1 {{'spirv.Dot' op failed to verify that all of {vector1, result} have same element type}}
  %0 = spirv.Dot %v, %v : vector<2xf32> -> f16
  return
}

// -----

func.func @f(%v : vector<2xf32>, %w : vector<3xf16>) {
  // expected-error @+1 {{'spirv.VectorShuffle' op failed to verify that all of {vector1, vector2, result} have same element type}}
  %0 = spirv.VectorShuffle [0 : i32, 1 : i32] %v, %w : vector<2xf32>, vector<3xf16> -> vector<2xf32>
  return
}

// -----

func.func @f(%v : vector<2xf32>, %w : vector<3xf32>) {
  // expected-error @+1 {{'spirv.VectorShuffle' op failed to verify that all of {vector1, vector2, result} have same element type}}
  %0 = spirv.VectorShuffle [0 : i32, 1 : i32] %v, %w : vector<2xf32>, vector<3xf32> -> vector<2xf16>
  return
}

// -----

func.func @f(%m : !spirv.matrix<2 x vector<3xf32>>, %v : vector<2xf32>) {
  // expected-error @+1 {{'spirv.MatrixTimesVector' op failed to verify that all of {vector, result} have same element type}}
  %0 = spirv.MatrixTimesVector %m, %v : !spirv.matrix<2 x vector<3xf32>>, vector<2xf32> -> vector<3xf16>
  return
}

// -----

func.func @f(%m : !spirv.matrix<2 x vector<3xf32>>, %v : vector<3xf16>) {
  // expected-error @+1 {{'spirv.VectorTimesMatrix' op failed to verify that all of {vector, result} have same element type}}
  %0 = spirv.VectorTimesMatrix %v, %m : vector<3xf16>, !spirv.matrix<2 x vector<3xf32>> -> vector<2xf32>
  return
}

// -----

func.func @f(%m : !spirv.matrix<2 x vector<3xf32>>, %v : vector<3xf32>) {
  // expected-error @+1 {{'spirv.MatrixTimesVector' op failed to verify that all of {vector, result} have same element type}}
  %0 = spirv.MatrixTimesVector %m, %v : !spirv.matrix<2 x vector<3xf32>>, vector<3xf32> -> vector<3xf16>
  return
}

// -----

func.func @f(%p : i1) {
  // expected-error @+1 {{'spirv.GroupNonUniformAll' op failed to verify that execution_scope must be Scope of value Subgroup}}
  %0 = spirv.GroupNonUniformAll <Workgroup> %p : i1
  return
}

// -----

func.func @f(%p : i1) {
  // expected-error @+1 {{'spirv.GroupNonUniformAny' op failed to verify that execution_scope must be Scope of value Subgroup}}
  %0 = spirv.GroupNonUniformAny <Workgroup> %p : i1
  return
}

// -----

func.func @f(%p : i32) {
  // expected-error @+1 {{'spirv.GroupNonUniformAllEqual' op failed to verify that execution_scope must be Scope of value Subgroup}}
  %0 = spirv.GroupNonUniformAllEqual <Device> %p : i32, i1
  return
}

// -----

func.func @f(%p : vector<4xi32>) {
  // expected-error @+1 {{'spirv.GroupNonUniformBallotBitCount' op failed to verify that execution_scope must be Scope of value Subgroup}}
  %0 = spirv.GroupNonUniformBallotBitCount <Workgroup> <Reduce> %p : vector<4xi32> -> i32
  return
}

// -----

func.func @f(%p : i32, %d : i32) {
  // expected-error @+1 {{expected SSA operand}}
  %0 = spirv.GroupNonUniformQuadSwap <Workgroup> %p, %d : i32, i32 -> i32
  return
}
