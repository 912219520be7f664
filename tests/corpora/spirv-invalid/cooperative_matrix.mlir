// Invalid cooperative matrix loads, stores and multiply-adds: each case is
// rejected by a verifier, with the message mlir-opt 22 gives (checked by
// tests/tests/spirv_invalid.rs).

spirv.func @f(%p : !spirv.ptr<!spirv.array<4xf32>, StorageBuffer>, %s : i32) "None" {
  // expected-error @+1 {{'spirv.KHR.CooperativeMatrixLoad' op Pointer must point to a scalar or vector type but provided '!spirv.array<4 x f32>'}}
  %0 = spirv.KHR.CooperativeMatrixLoad %p, %s, <RowMajor> : !spirv.ptr<!spirv.array<4xf32>, StorageBuffer>, i32 -> !spirv.coopmatrix<8x8xf32, Subgroup, MatrixA>
  spirv.Return
}

// -----

spirv.func @f(%p : !spirv.ptr<f32, StorageBuffer>, %s : i32) "None" {
  // expected-error @+1 {{'spirv.KHR.CooperativeMatrixLoad' op not compatible with memory operand 'MakePointerAvailable'}}
  %0 = spirv.KHR.CooperativeMatrixLoad %p, %s, <RowMajor>, <Nontemporal|MakePointerAvailable> : !spirv.ptr<f32, StorageBuffer>, i32 -> !spirv.coopmatrix<8x8xf32, Subgroup, MatrixA>
  spirv.Return
}

// -----

spirv.func @f(%p : !spirv.ptr<f32, StorageBuffer>, %s : i32) "None" {
  // expected-error @+1 {{'spirv.KHR.CooperativeMatrixLoad' op missing value for the 'Aligned' memory operand}}
  %0 = spirv.KHR.CooperativeMatrixLoad %p, %s, <RowMajor>, <Nontemporal|Aligned> : !spirv.ptr<f32, StorageBuffer>, i32 -> !spirv.coopmatrix<8x8xf32, Subgroup, MatrixA>
  spirv.Return
}

// -----

spirv.func @f(%p : !spirv.ptr<f32, StorageBuffer>, %s : i32) "None" {
  // expected-error @+1 {{'spirv.KHR.CooperativeMatrixLoad' op found alignment attribute for non-'Aligned' memory operand}}
  %0 = spirv.KHR.CooperativeMatrixLoad %p, %s, <RowMajor>, <Nontemporal>, 8 : !spirv.ptr<f32, StorageBuffer>, i32 -> !spirv.coopmatrix<8x8xf32, Subgroup, MatrixA>
  spirv.Return
}

// -----

spirv.func @f(%p : !spirv.ptr<!spirv.array<4xf32>, StorageBuffer>, %s : i32, %m : !spirv.coopmatrix<8x8xf32, Subgroup, MatrixA>) "None" {
  // expected-error @+1 {{'spirv.KHR.CooperativeMatrixStore' op Pointer must point to a scalar or vector type but provided '!spirv.array<4 x f32>'}}
  spirv.KHR.CooperativeMatrixStore %p, %m, %s, <RowMajor> : !spirv.ptr<!spirv.array<4xf32>, StorageBuffer>, !spirv.coopmatrix<8x8xf32, Subgroup, MatrixA>, i32
  spirv.Return
}

// -----

spirv.func @f(%p : !spirv.ptr<f32, StorageBuffer>, %s : i32, %m : !spirv.coopmatrix<8x8xf32, Subgroup, MatrixA>) "None" {
  // expected-error @+1 {{'spirv.KHR.CooperativeMatrixStore' op not compatible with memory operand 'MakePointerVisible'}}
  spirv.KHR.CooperativeMatrixStore %p, %m, %s, <RowMajor>, <MakePointerVisible|Aligned>, 4 : !spirv.ptr<f32, StorageBuffer>, !spirv.coopmatrix<8x8xf32, Subgroup, MatrixA>, i32
  spirv.Return
}

// -----

spirv.func @f(%p : !spirv.ptr<f32, StorageBuffer>, %s : i32, %m : !spirv.coopmatrix<8x8xf32, Subgroup, MatrixA>) "None" {
  // expected-error @+1 {{'spirv.KHR.CooperativeMatrixStore' op found alignment attribute for non-'Aligned' memory operand}}
  spirv.KHR.CooperativeMatrixStore %p, %m, %s, <RowMajor>, <Volatile>, 4 : !spirv.ptr<f32, StorageBuffer>, !spirv.coopmatrix<8x8xf32, Subgroup, MatrixA>, i32
  spirv.Return
}

// -----

spirv.func @f(%p : !spirv.ptr<!spirv.struct<(f32)>, StorageBuffer>, %s : i32) "None" {
  // expected-error @+1 {{'spirv.KHR.CooperativeMatrixLoad' op Pointer must point to a scalar or vector type but provided '!spirv.struct<(f32)>'}}
  %0 = spirv.KHR.CooperativeMatrixLoad %p, %s, <RowMajor>, <MakePointerAvailable> : !spirv.ptr<!spirv.struct<(f32)>, StorageBuffer>, i32 -> !spirv.coopmatrix<8x8xf32, Subgroup, MatrixA>
  spirv.Return
}

// -----

spirv.func @f(%p : !spirv.ptr<!spirv.coopmatrix<8x8xf32, Subgroup, MatrixA>, StorageBuffer>, %s : i32) "None" {
  // expected-error @+1 {{'spirv.KHR.CooperativeMatrixLoad' op Pointer must point to a scalar or vector type but provided '!spirv.coopmatrix<8x8xf32, Subgroup, MatrixA>'}}
  %0 = spirv.KHR.CooperativeMatrixLoad %p, %s, <RowMajor> : !spirv.ptr<!spirv.coopmatrix<8x8xf32, Subgroup, MatrixA>, StorageBuffer>, i32 -> !spirv.coopmatrix<8x8xf32, Subgroup, MatrixA>
  spirv.Return
}

// -----

spirv.func @f(%p : !spirv.ptr<!spirv.rtarray<f32>, StorageBuffer>, %s : i32) "None" {
  // expected-error @+1 {{'spirv.KHR.CooperativeMatrixLoad' op Pointer must point to a scalar or vector type but provided '!spirv.rtarray<f32>'}}
  %0 = spirv.KHR.CooperativeMatrixLoad %p, %s, <RowMajor> : !spirv.ptr<!spirv.rtarray<f32>, StorageBuffer>, i32 -> !spirv.coopmatrix<8x8xf32, Subgroup, MatrixA>
  spirv.Return
}

// -----

spirv.func @f(%a : !spirv.coopmatrix<8x16xi32, Workgroup, MatrixB>, %b : !spirv.coopmatrix<16x4xi32, Subgroup, MatrixA>, %c : !spirv.coopmatrix<9x4xi32, Subgroup, MatrixA>) "None" {
  // expected-error @+1 {{'spirv.KHR.CooperativeMatrixMulAdd' op operand #0 must be of use 'MatrixA'}}
  %r = spirv.KHR.CooperativeMatrixMulAdd %a, %b, %c : !spirv.coopmatrix<8x16xi32, Workgroup, MatrixB>, !spirv.coopmatrix<16x4xi32, Subgroup, MatrixA> -> !spirv.coopmatrix<9x4xi32, Subgroup, MatrixA>
  spirv.Return
}

// -----

spirv.func @f(%a : !spirv.coopmatrix<8x16xi32, Workgroup, MatrixA>, %b : !spirv.coopmatrix<16x4xi32, Subgroup, MatrixA>, %c : !spirv.coopmatrix<9x4xi32, Subgroup, MatrixA>) "None" {
  // expected-error @+1 {{'spirv.KHR.CooperativeMatrixMulAdd' op operand #1 must be of use 'MatrixB'}}
  %r = spirv.KHR.CooperativeMatrixMulAdd %a, %b, %c : !spirv.coopmatrix<8x16xi32, Workgroup, MatrixA>, !spirv.coopmatrix<16x4xi32, Subgroup, MatrixA> -> !spirv.coopmatrix<9x4xi32, Subgroup, MatrixA>
  spirv.Return
}

// -----

spirv.func @f(%a : !spirv.coopmatrix<8x16xi32, Workgroup, MatrixA>, %b : !spirv.coopmatrix<16x4xi32, Subgroup, MatrixB>, %c : !spirv.coopmatrix<9x4xi32, Subgroup, MatrixA>) "None" {
  // expected-error @+1 {{'spirv.KHR.CooperativeMatrixMulAdd' op operand #2 must be of use 'MatrixAcc'}}
  %r = spirv.KHR.CooperativeMatrixMulAdd %a, %b, %c : !spirv.coopmatrix<8x16xi32, Workgroup, MatrixA>, !spirv.coopmatrix<16x4xi32, Subgroup, MatrixB> -> !spirv.coopmatrix<9x4xi32, Subgroup, MatrixA>
  spirv.Return
}

// -----

spirv.func @f(%a : !spirv.coopmatrix<8x16xi32, Workgroup, MatrixA>, %b : !spirv.coopmatrix<16x4xi32, Subgroup, MatrixB>, %c : !spirv.coopmatrix<9x4xi32, Subgroup, MatrixAcc>) "None" {
  // expected-error @+1 {{'spirv.KHR.CooperativeMatrixMulAdd' op matrix scope mismatch}}
  %r = spirv.KHR.CooperativeMatrixMulAdd %a, %b, %c : !spirv.coopmatrix<8x16xi32, Workgroup, MatrixA>, !spirv.coopmatrix<16x4xi32, Subgroup, MatrixB> -> !spirv.coopmatrix<9x4xi32, Subgroup, MatrixAcc>
  spirv.Return
}

// -----

spirv.func @f(%a : !spirv.coopmatrix<8x16xi32, Subgroup, MatrixA>, %b : !spirv.coopmatrix<15x5xi32, Subgroup, MatrixB>, %c : !spirv.coopmatrix<9x4xi32, Subgroup, MatrixAcc>) "None" {
  // expected-error @+1 {{'spirv.KHR.CooperativeMatrixMulAdd' op matrix size mismatch on dimension 'M'}}
  %r = spirv.KHR.CooperativeMatrixMulAdd %a, %b, %c : !spirv.coopmatrix<8x16xi32, Subgroup, MatrixA>, !spirv.coopmatrix<15x5xi32, Subgroup, MatrixB> -> !spirv.coopmatrix<9x4xi32, Subgroup, MatrixAcc>
  spirv.Return
}

// -----

spirv.func @f(%a : !spirv.coopmatrix<8x16xi32, Subgroup, MatrixA>, %b : !spirv.coopmatrix<15x5xi32, Subgroup, MatrixB>, %c : !spirv.coopmatrix<8x4xi32, Subgroup, MatrixAcc>) "None" {
  // expected-error @+1 {{'spirv.KHR.CooperativeMatrixMulAdd' op matrix size mismatch on dimension 'N'}}
  %r = spirv.KHR.CooperativeMatrixMulAdd %a, %b, %c : !spirv.coopmatrix<8x16xi32, Subgroup, MatrixA>, !spirv.coopmatrix<15x5xi32, Subgroup, MatrixB> -> !spirv.coopmatrix<8x4xi32, Subgroup, MatrixAcc>
  spirv.Return
}

// -----

spirv.func @f(%a : !spirv.coopmatrix<8x16xi8, Subgroup, MatrixA>, %b : !spirv.coopmatrix<16x4xf16, Subgroup, MatrixB>, %c : !spirv.coopmatrix<8x4xi32, Subgroup, MatrixAcc>) "None" {
  // expected-error @+1 {{'spirv.KHR.CooperativeMatrixMulAdd' op Matrix Operands require all matrix element types to be Integer Types}}
  %r = spirv.KHR.CooperativeMatrixMulAdd %a, %b, %c, <BSigned> : !spirv.coopmatrix<8x16xi8, Subgroup, MatrixA>, !spirv.coopmatrix<16x4xf16, Subgroup, MatrixB> -> !spirv.coopmatrix<8x4xi32, Subgroup, MatrixAcc>
  spirv.Return
}

// -----

spirv.func @f(%a : !spirv.coopmatrix<8x16xi8, Subgroup, MatrixA>, %b : !spirv.coopmatrix<16x4xi16, Subgroup, MatrixB>, %c : !spirv.coopmatrix<8x4xf32, Subgroup, MatrixAcc>) "None" {
  // expected-error @+1 {{'spirv.KHR.CooperativeMatrixMulAdd' op Matrix Operands require all matrix element types to be Integer Types}}
  %r = spirv.KHR.CooperativeMatrixMulAdd %a, %b, %c, <AccSat> : !spirv.coopmatrix<8x16xi8, Subgroup, MatrixA>, !spirv.coopmatrix<16x4xi16, Subgroup, MatrixB> -> !spirv.coopmatrix<8x4xf32, Subgroup, MatrixAcc>
  spirv.Return
}

// -----

spirv.func @a(%p : !spirv.ptr<f32, StorageBuffer>, %s : i32) "None" {
  // expected-error @+1 {{'spirv.KHR.CooperativeMatrixLoad' op attribute 'alignment' failed to satisfy constraint: 32-bit signless integer attribute whose value is positive and whose value is a power of two > 0}}
  %0 = spirv.KHR.CooperativeMatrixLoad %p, %s, <ColumnMajor>, <Aligned>, 0 : !spirv.ptr<f32, StorageBuffer>, i32 -> !spirv.coopmatrix<8x8xf32, Subgroup, MatrixA>
  spirv.Return
}

// -----

func.func @constant_not_splat() {
  // expected-error @+1 {{'spirv.Constant' op expected a splat dense attribute for cooperative matrix constant, but found dense<[[1, 2], [3, 4]]> : !spirv.coopmatrix<2x2xi32, Subgroup, MatrixA>}}
  %0 = spirv.Constant dense<[[1, 2], [3, 4]]> : !spirv.coopmatrix<2x2xi32, Subgroup, MatrixA>
  return
}

// -----

func.func @constant_not_dense() {
  // expected-error @+1 {{'spirv.Constant' op expected a splat dense attribute for cooperative matrix constant, but found <<NULL ATTRIBUTE>>}}
  %0 = "spirv.Constant"() <{value = 1 : i32}> : () -> !spirv.coopmatrix<2x2xi32, Subgroup, MatrixB>
  return
}

// -----

func.func @constant_of_another_matrix() {
  // expected-error @+1 {{'spirv.Constant' op result or element type ('!spirv.coopmatrix<2x2xi32, Subgroup, MatrixB>') does not match value type ('!spirv.coopmatrix<2x2xi32, Subgroup, MatrixA>'), must be the same or spirv.array}}
  %0 = "spirv.Constant"() <{value = dense<1> : !spirv.coopmatrix<2x2xi32, Subgroup, MatrixA>}> : () -> !spirv.coopmatrix<2x2xi32, Subgroup, MatrixB>
  return
}

// -----

func.func @dynamic_tensor_constant() {
  // expected-error @+1 {{elements literal type must have static shape}}
  %0 = spirv.Constant dense<1> : !spirv.arm.tensor<?x?xi32>
  return
}

// -----

func.func @matrix_constant_of_wrong_shape() {
  // expected-error @+1 {{inferred shape of elements literal ([2]) does not match type ([2, 2])}}
  %0 = spirv.Constant dense<[1.0, 2.0]> : !spirv.coopmatrix<2x2xf32, Subgroup, MatrixA>
  return
}

// -----

func.func @pointer_is_not_shaped() {
  // expected-error @+1 {{elements literal must be a shaped type}}
  %0 = "test.x"() {v = dense<2> : !spirv.ptr<i32, Function>} : () -> i32
  return
}
