// Invalid cast and conversion ops: each case is rejected by a verifier, with the message
// mlir-opt 22 gives (checked by tests/tests/spirv_invalid.rs).

// expected-error @+1 {{result type must be different from operand type}}
func.func @a(%x : f32) { %0 = spirv.Bitcast %x : f32 to f32
  return }

// -----

// expected-error @+1 {{unhandled bit cast conversion from pointer type to non-pointer type}}
func.func @a(%x : !spirv.ptr<f32, Function>) { %0 = spirv.Bitcast %x : !spirv.ptr<f32, Function> to i64
  return }

// -----

// expected-error @+1 {{unhandled bit cast conversion from non-pointer type to pointer type}}
func.func @a(%x : i64) { %0 = spirv.Bitcast %x : i64 to !spirv.ptr<f32, Function>
  return }

// -----

// expected-error @+1 {{'spirv.Bitcast' op mismatch in result type bitwidth 96 and operand type bitwidth 64}}
func.func @a(%x : vector<2xf32>) { %0 = spirv.Bitcast %x : vector<2xf32> to vector<3xi32>
  return }

// -----

// expected-error @+1 {{'spirv.FConvert' op expected the different bit widths for operand type and result type, but provided 'f32' and 'f32'}}
func.func @a(%x : f32) { %0 = spirv.FConvert %x : f32 to f32
  return }

// -----

// expected-error @+1 {{'spirv.SConvert' op expected the different bit widths for operand type and result type, but provided 'i32' and 'i32'}}
func.func @a(%x : i32) { %0 = spirv.SConvert %x : i32 to i32
  return }

// -----

// expected-error @+1 {{'spirv.UConvert' op expected the different bit widths for operand type and result type, but provided 'i32' and 'i32'}}
func.func @a(%x : vector<2xi32>) { %0 = spirv.UConvert %x : vector<2xi32> to vector<2xi32>
  return }

// -----

spirv.module Logical GLSL450 {
  // expected-error @+1 {{operand must be a physical pointer}}
  spirv.func @a(%x : !spirv.ptr<i32, Generic>) "None" { %0 = spirv.ConvertPtrToU %x : !spirv.ptr<i32, Generic> to i32
  spirv.Return }
}

// -----

spirv.module PhysicalStorageBuffer64 GLSL450 {
  // expected-error @+1 {{operand must be a physical pointer}}
  spirv.func @a(%x : !spirv.ptr<i32, Generic>) "None" { %0 = spirv.ConvertPtrToU %x : !spirv.ptr<i32, Generic> to i32
  spirv.Return }
}

// -----

spirv.module Physical64 GLSL450 {
  // expected-error @+1 {{result must be a scalar type of unsigned integer}}
  spirv.func @a(%x : !spirv.ptr<i32, Generic>) "None" { %0 = spirv.ConvertPtrToU %x : !spirv.ptr<i32, Generic> to si32
  spirv.Return }
}

// -----

spirv.module Logical GLSL450 {
  // expected-error @+1 {{result must be a physical pointer}}
  spirv.func @a(%x : i32) "None" { %0 = spirv.ConvertUToPtr %x : i32 to !spirv.ptr<i32, Generic>
  spirv.Return }
}

// -----

spirv.module PhysicalStorageBuffer64 GLSL450 {
  // expected-error @+1 {{result must be a physical pointer}}
  spirv.func @a(%x : i32) "None" { %0 = spirv.ConvertUToPtr %x : i32 to !spirv.ptr<i32, Generic>
  spirv.Return }
}

// -----

spirv.module Physical64 GLSL450 {
  // expected-error @+1 {{result must be a scalar type of unsigned integer}}
  spirv.func @a(%x : si32) "None" { %0 = spirv.ConvertUToPtr %x : si32 to !spirv.ptr<i32, Generic>
  spirv.Return }
}

// -----

// expected-error @+1 {{pointer must point to the Workgroup, CrossWorkgroup, or Function Storage Class}}
func.func @a(%x : !spirv.ptr<f32, Uniform>) { %0 = spirv.PtrCastToGeneric %x : !spirv.ptr<f32, Uniform> to !spirv.ptr<f32, Generic>
  return }

// -----

// expected-error @+1 {{result type must be of storage class Generic}}
func.func @a(%x : !spirv.ptr<f32, Function>) { %0 = spirv.PtrCastToGeneric %x : !spirv.ptr<f32, Function> to !spirv.ptr<f32, Uniform>
  return }

// -----

// expected-error @+1 {{'spirv.PtrCastToGeneric' op pointer operand's pointee type must have the same as the op result type, but found 'f32' vs 'i32'}}
func.func @a(%x : !spirv.ptr<f32, Function>) { %0 = spirv.PtrCastToGeneric %x : !spirv.ptr<f32, Function> to !spirv.ptr<i32, Generic>
  return }

// -----

// expected-error @+1 {{pointer type must be of storage class Generic}}
func.func @a(%x : !spirv.ptr<f32, Function>) { %0 = spirv.GenericCastToPtr %x : !spirv.ptr<f32, Function> to !spirv.ptr<f32, Function>
  return }

// -----

// expected-error @+1 {{result must point to the Workgroup, CrossWorkgroup, or Function Storage Class}}
func.func @a(%x : !spirv.ptr<f32, Generic>) { %0 = spirv.GenericCastToPtr %x : !spirv.ptr<f32, Generic> to !spirv.ptr<f32, Uniform>
  return }

// -----

// expected-error @+1 {{'spirv.GenericCastToPtr' op pointer operand's pointee type must have the same as the op result type, but found 'f32' vs 'i32'}}
func.func @a(%x : !spirv.ptr<f32, Generic>) { %0 = spirv.GenericCastToPtr %x : !spirv.ptr<f32, Generic> to !spirv.ptr<i32, Function>
  return }

// -----

// expected-error @+1 {{pointer type must be of storage class Generic}}
func.func @a(%x : !spirv.ptr<f32, Function>) { %0 = spirv.GenericCastToPtrExplicit %x : !spirv.ptr<f32, Function> to !spirv.ptr<f32, Function>
  return }

// -----

// expected-error @+1 {{result must point to the Workgroup, CrossWorkgroup, or Function Storage Class}}
func.func @a(%x : !spirv.ptr<f32, Generic>) { %0 = spirv.GenericCastToPtrExplicit %x : !spirv.ptr<f32, Generic> to !spirv.ptr<f32, Uniform>
  return }

// -----

// expected-error @+1 {{'spirv.GenericCastToPtrExplicit' op pointer operand's pointee type must have the same as the op result type, but found 'f32' vs 'i32'}}
func.func @a(%x : !spirv.ptr<f32, Generic>) { %0 = spirv.GenericCastToPtrExplicit %x : !spirv.ptr<f32, Generic> to !spirv.ptr<i32, Function>
  return }

// -----

// expected-error @+1 {{'spirv.SMulExtended' op expected all operand types and struct member types are the same}}
func.func @a(%x : i32) { %0 = spirv.SMulExtended %x, %x : !spirv.struct<(i32, i64)>
  return }

// -----

// expected-error @+1 {{'spirv.VectorTimesScalar' op scalar operand and result element type match}}
func.func @a(%x : vector<2xf32>, %s : f16) { %0 = spirv.VectorTimesScalar %x, %s : (vector<2xf32>, f16) -> vector<2xf32>
  return }

// -----

// expected-error @+1 {{'spirv.VectorTimesScalar' op vector operand and result type mismatch}}
func.func @a(%x : vector<2xf32>, %s : f32) { %0 = spirv.VectorTimesScalar %x, %s : (vector<2xf32>, f32) -> vector<3xf32>
  return }

// -----

// expected-error @+1 {{expected operation name in quotes}}
func.func @a(%x : i32, %s : i16) { %0 = spirv.ShiftLeftLogical %x, %s : i32, i16 -> i16
  return }

// -----

// expected-error @+1 {{'spirv.Select' op result expected to be of vector type when condition is of vector type}}
func.func @a(%c : vector<2xi1>, %x : i32) { %0 = spirv.Select %c, %x, %x : vector<2xi1>, i32
  return }

// -----

// expected-error @+1 {{'spirv.Select' op result should have the same number of elements as the condition when condition is of vector type}}
func.func @a(%c : vector<2xi1>, %x : vector<3xi32>) { %0 = spirv.Select %c, %x, %x : vector<2xi1>, vector<3xi32>
  return }

// -----

spirv.module Logical GLSL450 {
  // expected-error @+1 {{result must be a scalar type of unsigned integer}}
  spirv.func @a(%x : !spirv.ptr<i32, Generic>) "None" { %0 = spirv.ConvertPtrToU %x : !spirv.ptr<i32, Generic> to si32
  spirv.Return }
}

// -----

spirv.module Logical GLSL450 {
  // expected-error @+1 {{result must be a scalar type of unsigned integer}}
  spirv.func @a(%x : si32) "None" { %0 = spirv.ConvertUToPtr %x : si32 to !spirv.ptr<i32, Generic>
  spirv.Return }
}

// -----

// expected-error @+1 {{'spirv.ShiftLeftLogical' op failed to verify that all of {operand1, result} have same type}}
func.func @a(%x : i32, %s : i16) { %0 = "spirv.ShiftLeftLogical"(%x, %s) : (i32, i16) -> i16
  return }

// -----

// expected-error @+1 {{unhandled bit cast conversion from non-pointer type to pointer type}}
func.func @a(%x : vector<2xf32>) { %0 = spirv.Bitcast %x : vector<2xf32> to !spirv.ptr<f32, Function>
  return }

// -----

// Conversions of cooperative matrices compare their shapes, then their element widths.
// expected-error @+1 {{'spirv.FConvert' op expected the different bit widths for operand type and result type, but provided 'f16' and 'f16'}}
func.func @a(%x : !spirv.coopmatrix<16x8xf16, Workgroup, MatrixAcc>) { %0 = spirv.FConvert %x : !spirv.coopmatrix<16x8xf16, Workgroup, MatrixAcc> to !spirv.coopmatrix<16x8xf16, Workgroup, MatrixAcc>
  return }

// -----

// expected-error @+1 {{'spirv.UConvert' op requires the same shape for all operands and results}}
func.func @a(%x : !spirv.coopmatrix<16x8xi8, Workgroup, MatrixAcc>) { %0 = spirv.UConvert %x : !spirv.coopmatrix<16x8xi8, Workgroup, MatrixAcc> to !spirv.coopmatrix<8x16xi32, Workgroup, MatrixAcc>
  return }
