// Invalid composite ops: each case is rejected by a verifier, with the message
// mlir-opt 22 gives (checked by tests/tests/spirv_invalid.rs).

// expected-error @+1 {{'spirv.CompositeConstruct' op has incorrect number of operands: expected 3, but provided 2}}
func.func @a(%x : f32) { %0 = spirv.CompositeConstruct %x, %x : (f32, f32) -> vector<3xf32>
  return }

// -----

// expected-error @+1 {{'spirv.CompositeConstruct' op operand type mismatch: expected operand type 'f32', but provided 'i32'}}
func.func @a(%x : f32, %y : i32) { %0 = spirv.CompositeConstruct %x, %y : (f32, i32) -> vector<2xf32>
  return }

// -----

// expected-error @+1 {{'spirv.CompositeConstruct' op operand element type mismatch: expected to be 'f32', but provided 'i32'}}
func.func @a(%x : f32, %y : vector<2xi32>) { %0 = spirv.CompositeConstruct %x, %y : (f32, vector<2xi32>) -> vector<3xf32>
  return }

// -----

// expected-error @+1 {{'spirv.CompositeConstruct' op has incorrect number of operands: expected 3, but provided 4}}
func.func @a(%x : f32, %y : vector<3xf32>) { %0 = spirv.CompositeConstruct %x, %y : (f32, vector<3xf32>) -> vector<3xf32>
  return }

// -----

// expected-error @+1 {{'spirv.CompositeConstruct' op expected to return a vector or cooperative matrix when the number of constituents is less than what the result needs}}
func.func @a(%x : f32) { %0 = spirv.CompositeConstruct %x, %x : (f32, f32) -> !spirv.array<3xf32>
  return }

// -----

// expected-error @+1 {{'spirv.CompositeConstruct' op operand type mismatch: expected operand type 'f32', but provided 'i32'}}
func.func @a(%x : f32, %y : i32) { %0 = spirv.CompositeConstruct %x, %y : (f32, i32) -> !spirv.struct<(f32, f32)>
  return }

// -----

// expected-error @+1 {{'spirv.CompositeConstruct' op operand type mismatch: expected operand to have a scalar or vector type, but provided '!spirv.array<2 x f32>'}}
func.func @a(%x : f32, %y : !spirv.array<2xf32>) { %0 = spirv.CompositeConstruct %x, %y : (f32, !spirv.array<2xf32>) -> vector<3xf32>
  return }

// -----

// expected-error @+1 {{expected at least one index for spirv.CompositeExtract}}
func.func @a(%x : !spirv.array<4x!spirv.array<2xf32>>) { %0 = "spirv.CompositeExtract"(%x) {indices = []} : (!spirv.array<4x!spirv.array<2xf32>>) -> f32
  return }

// -----

// expected-error @+1 {{'spirv.CompositeInsert' op object operand type should be 'f32', but found 'f64'}}
func.func @a(%x : vector<4xf32>, %y : f64) { %0 = spirv.CompositeInsert %y, %x[1 : i32] : f64 into vector<4xf32>
  return }

// -----

// expected-error @+1 {{index 5 out of bounds for 'vector<4xf32>'}}
func.func @a(%x : vector<4xf32>, %y : f32) { %0 = spirv.CompositeInsert %y, %x[5 : i32] : f32 into vector<4xf32>
  return }

// -----

// expected-error @+1 {{'spirv.CompositeInsert' op result type should be the same as the composite type, but found 'vector<4xf32>' vs 'vector<3xf32>'}}
func.func @a(%x : vector<4xf32>, %y : f32) { %0 = "spirv.CompositeInsert"(%y, %x) {indices = [1 : i32]} : (f32, vector<4xf32>) -> vector<3xf32>
  return }

// -----

// expected-error @+1 {{expected at least one index for spirv.CompositeExtract}}
func.func @a(%x : vector<4xf32>, %y : f32) { %0 = "spirv.CompositeInsert"(%y, %x) {indices = []} : (f32, vector<4xf32>) -> vector<4xf32>
  return }

// -----

// expected-error @+1 {{'spirv.VectorShuffle' op result type element count (3) mismatch with the number of component selectors (2)}}
func.func @a(%x : vector<4xf32>) { %0 = spirv.VectorShuffle [1 : i32, 2 : i32] %x, %x : vector<4xf32>, vector<4xf32> -> vector<3xf32>
  return }

// -----

// expected-error @+1 {{'spirv.VectorShuffle' op component selector 8 out of range: expected to be in [0, 8) or 0xffffffff}}
func.func @a(%x : vector<4xf32>) { %0 = spirv.VectorShuffle [1 : i32, 8 : i32] %x, %x : vector<4xf32>, vector<4xf32> -> vector<2xf32>
  return }

// -----

// spirv.CompositeExtract's parser computes the result type: its errors are the parser's.
// expected-error @+1 {{custom op 'spirv.CompositeExtract' index 3 out of bounds for '!spirv.array<3 x vector<2xi16>>'}}
func.func @a(%x : !spirv.array<3 x vector<2xi16>>) { %0 = spirv.CompositeExtract %x[3 : i32, 0 : i32] : !spirv.array<3 x vector<2xi16>>
  return }

// -----

// expected-error @+1 {{custom op 'spirv.CompositeExtract' index 2 out of bounds for 'vector<2xi16>'}}
func.func @a(%x : !spirv.array<3 x vector<2xi16>>) { %0 = spirv.CompositeExtract %x[0 : i32, 2 : i32] : !spirv.array<3 x vector<2xi16>>
  return }

// -----

// expected-error @+1 {{custom op 'spirv.CompositeExtract' index 1 out of bounds for '!spirv.struct<(i8)>'}}
func.func @a(%x : !spirv.struct<(i8)>) { %0 = spirv.CompositeExtract %x[1 : i32] : !spirv.struct<(i8)>
  return }

// -----

// expected-error @+1 {{custom op 'spirv.CompositeExtract' cannot extract from non-composite type 'i16' with index 0}}
func.func @a(%x : vector<2xi16>) { %0 = spirv.CompositeExtract %x[1 : i32, 0 : i32] : vector<2xi16>
  return }

// -----

// expected-error @+1 {{custom op 'spirv.CompositeExtract' expected at least one index for spirv.CompositeExtract}}
func.func @a(%x : vector<2xi16>) { %0 = spirv.CompositeExtract %x[] : vector<2xi16>
  return }

// -----

// expected-error @+1 {{custom op 'spirv.CompositeExtract' expected an 32-bit integer for index, but found '"first"'}}
func.func @a(%x : vector<2xi16>) { %0 = spirv.CompositeExtract %x["first"] : vector<2xi16>
  return }

// -----

// An ARM tensor holds the product of its sizes.
// expected-error @+1 {{custom op 'spirv.CompositeExtract' index 8 out of bounds for '!spirv.arm.tensor<4x2xf16>'}}
func.func @a(%x : !spirv.arm.tensor<4x2xf16>) { %0 = spirv.CompositeExtract %x[8 : i32] : !spirv.arm.tensor<4x2xf16>
  return }

// -----

// A cooperative matrix is built from one value of its element type.
// expected-error @+1 {{'spirv.CompositeConstruct' op operand type mismatch: expected operand type 'f16', but provided 'f32'}}
func.func @a(%x : f32) { %0 = spirv.CompositeConstruct %x : (f32) -> !spirv.coopmatrix<16x16xf16, Workgroup, MatrixAcc>
  return }

// -----

// An ARM tensor is built from one value of its element type per element.
// expected-error @+1 {{'spirv.CompositeConstruct' op operand type mismatch: expected operand type 'f16', but provided '!spirv.arm.tensor<2xf16>'}}
func.func @a(%x : !spirv.arm.tensor<2xf16>) { %0 = spirv.CompositeConstruct %x, %x, %x : (!spirv.arm.tensor<2xf16>, !spirv.arm.tensor<2xf16>, !spirv.arm.tensor<2xf16>) -> !spirv.arm.tensor<3xf16>
  return }

// -----

// A vector of rank 2 counts all its elements.
// expected-error @+1 {{'spirv.CompositeConstruct' op has incorrect number of operands: expected 8, but provided 4}}
func.func @a(%x : vector<2xi8>) { %0 = spirv.CompositeConstruct %x, %x : (vector<2xi8>, vector<2xi8>) -> vector<2x4xi8>
  return }
