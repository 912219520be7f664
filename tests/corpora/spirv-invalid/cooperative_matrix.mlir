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
