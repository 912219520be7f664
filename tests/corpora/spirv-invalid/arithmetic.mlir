// Invalid arithmetic, GL, matrix and integer dot product ops: each case is rejected by a verifier, with the message
// mlir-opt 22 gives (checked by tests/tests/spirv_invalid.rs).

// expected-error @+1 {{'spirv.SDot' op requires Packed Vector Format attribute for integer vector operands}}
func.func @a(%x : i32) { %0 = spirv.SDot %x, %x : i32 -> i32
  return }

// -----

// expected-error @+1 {{'spirv.SDot' op with specified Packed Vector Format (PackedVectorFormat4x8Bit) requires integer vector operands to be 32-bits wide}}
func.func @a(%x : i16) { %0 = spirv.SDot %x, %x, <PackedVectorFormat4x8Bit> : i16 -> i32
  return }

// -----

// expected-error @+1 {{'spirv.UDot' op with invalid format attribute for vector operands of type 'vector<4xi8>'}}
func.func @a(%x : vector<4xi8>) { %0 = spirv.UDot %x, %x, <PackedVectorFormat4x8Bit> : vector<4xi8> -> i32
  return }

// -----

// expected-error @+1 {{'spirv.SUDot' op result type has insufficient bit-width (8 bits) for the specified vector operand type (64 bits)}}
func.func @a(%x : vector<4xi16>) { %0 = spirv.SUDot %x, %x : vector<4xi16> -> i8
  return }

// -----

// expected-error @+1 {{'spirv.SUDot' op result type has insufficient bit-width (8 bits) for the specified vector operand type (32 bits)}}
func.func @a(%x : vector<4xi8>) { %0 = spirv.SUDot %x, %x : vector<4xi8> -> i8
  return }

// -----

// expected-error @+1 {{'spirv.SDotAccSat' op result type has insufficient bit-width (16 bits) for the specified vector operand type (32 bits)}}
func.func @a(%x : i32, %y : i16) { %0 = spirv.SDotAccSat %x, %x, %y, <PackedVectorFormat4x8Bit> : i32 -> i16
  return }

// -----

// expected-error @+1 {{result type must be a struct type with two memebers}}
func.func @a(%x : f32) { %0 = spirv.GL.FrexpStruct %x : f32 -> !spirv.struct<(f32, i32, i32)>
  return }

// -----

// expected-error @+1 {{member zero of the resulting struct type must be the same type as the operand}}
func.func @a(%x : f32) { %0 = spirv.GL.FrexpStruct %x : f32 -> !spirv.struct<(f64, i32)>
  return }

// -----

// expected-error @+1 {{member one of the resulting struct type must be a scalar or vector of 32 bit integer type}}
func.func @a(%x : f32) { %0 = spirv.GL.FrexpStruct %x : f32 -> !spirv.struct<(f32, i64)>
  return }

// -----

// expected-error @+1 {{member one of the resulting struct type must have the same number of components as the operand type}}
func.func @a(%x : vector<2xf32>) { %0 = spirv.GL.FrexpStruct %x : vector<2xf32> -> !spirv.struct<(vector<2xf32>, vector<3xi32>)>
  return }

// -----

// expected-error @+1 {{member one of the resulting struct type must have the same number of components as the operand type}}
func.func @a(%x : vector<2xf32>) { %0 = spirv.GL.FrexpStruct %x : vector<2xf32> -> !spirv.struct<(vector<2xf32>, i32)>
  return }

// -----

// expected-error @+1 {{'spirv.GL.Ldexp' op operands must both be scalars or vectors}}
func.func @a(%x : f32, %e : vector<2xi32>) { %0 = spirv.GL.Ldexp %x : f32, %e : vector<2xi32> -> f32
  return }

// -----

// expected-error @+1 {{'spirv.GL.Ldexp' op operands must have the same number of elements}}
func.func @a(%x : vector<3xf32>, %e : vector<2xi32>) { %0 = spirv.GL.Ldexp %x : vector<3xf32>, %e : vector<2xi32> -> vector<3xf32>
  return }

// -----

// expected-error @+1 {{'spirv.MatrixTimesScalar' op input matrix components' type and scaling value must have the same type}}
func.func @a(%x : !spirv.matrix<3 x vector<3xf32>>, %s : f16) { %0 = spirv.MatrixTimesScalar %x, %s : !spirv.matrix<3 x vector<3xf32>>, f16
  return }

// -----

// expected-error @+1 {{input matrix rows count must be equal to output matrix columns count}}
func.func @a(%x : !spirv.matrix<3 x vector<3xf32>>) { %0 = spirv.Transpose %x : !spirv.matrix<3 x vector<3xf32>> -> !spirv.matrix<2 x vector<3xf32>>
  return }

// -----

// expected-error @+1 {{input and output matrices must have the same component type}}
func.func @a(%x : !spirv.matrix<3 x vector<2xf32>>) { %0 = spirv.Transpose %x : !spirv.matrix<3 x vector<2xf32>> -> !spirv.matrix<2 x vector<3xf16>>
  return }

// -----

// expected-error @+1 {{left matrix columns' count must be equal to the right matrix rows' count}}
func.func @a(%x : !spirv.matrix<3 x vector<2xf32>>, %y : !spirv.matrix<2 x vector<2xf32>>) { %0 = spirv.MatrixTimesMatrix %x, %y : !spirv.matrix<3 x vector<2xf32>>, !spirv.matrix<2 x vector<2xf32>> -> !spirv.matrix<2 x vector<2xf32>>
  return }

// -----

// expected-error @+1 {{'spirv.MatrixTimesVector' op matrix columns (3) must match vector operand size (2)}}
func.func @a(%x : !spirv.matrix<3 x vector<2xf32>>, %y : vector<2xf32>) { %0 = spirv.MatrixTimesVector %x, %y : !spirv.matrix<3 x vector<2xf32>>, vector<2xf32> -> vector<2xf32>
  return }

// -----

// expected-error @+1 {{'spirv.VectorTimesMatrix' op number of components in vector must equal the number of components in each column in matrix}}
func.func @a(%x : !spirv.matrix<3 x vector<2xf32>>, %y : vector<3xf32>) { %0 = spirv.VectorTimesMatrix %y, %x : vector<3xf32>, !spirv.matrix<3 x vector<2xf32>> -> vector<2xf32>
  return }

// -----

// A cooperative matrix is scaled by a value of its element type.
// expected-error @+1 {{'spirv.MatrixTimesScalar' op input matrix components' type and scaling value must have the same type}}
func.func @a(%m : !spirv.coopmatrix<16x16xf16, Workgroup, MatrixAcc>, %s : f32) { %0 = spirv.MatrixTimesScalar %m, %s : !spirv.coopmatrix<16x16xf16, Workgroup, MatrixAcc>, f32
  return }

// -----

// An operand or result of an aliased type (SPIRV_Int32, SPIRV_Float32) is
// described by the alias's own name.
// expected-error @+1 {{'spirv.GL.PackSnorm4x8' op result #0 must be Int32, but got 'i64'}}
func.func @a(%v : vector<4xf32>) { %0 = spirv.GL.PackSnorm4x8 %v : vector<4xf32> -> i64
  return }

// -----

// expected-error @+1 {{'spirv.GL.UnpackHalf2x16' op operand #0 must be Int32, but got 'i8'}}
func.func @a(%p : i8) { %0 = spirv.GL.UnpackHalf2x16 %p : i8 -> vector<2xf32>
  return }

// -----

// The length of a cooperative matrix is an i32 the custom form leaves out.
// expected-error @+1 {{'spirv.KHR.CooperativeMatrixLength' op result #0 must be Int32, but got 'i64'}}
func.func @a() { %0 = "spirv.KHR.CooperativeMatrixLength"() <{cooperative_matrix_type = !spirv.coopmatrix<8x8xf32, Subgroup, MatrixB>}> : () -> i64
  return }
