// Invalid structure ops: each case is rejected by a verifier, with the message
// mlir-opt 22 gives (checked by tests/tests/spirv_invalid.rs).

spirv.module Logical GLSL450 {
  // expected-error @+1 {{function 'nope' not found in 'spirv.module'}}
  spirv.EntryPoint "GLCompute" @nope
}

// -----

spirv.module Logical GLSL450 {
  spirv.GlobalVariable @v : !spirv.ptr<f32, Input>
  spirv.func @f() "None" { spirv.Return }
  // expected-error @+1 {{expected spirv.GlobalVariable symbol reference instead of'@w'}}
  spirv.EntryPoint "GLCompute" @f, @v, @w
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f() "None" { spirv.Return }
  spirv.EntryPoint "GLCompute" @f
  // expected-error @+1 {{duplicate of a previous EntryPointOp}}
  spirv.EntryPoint "GLCompute" @f
}

// -----

spirv.module Logical GLSL450 {
  // expected-error @+1 {{'spirv.GlobalVariable' op storage class cannot be 'Generic'}}
  spirv.GlobalVariable @v : !spirv.ptr<f32, Generic>
}

// -----

spirv.module Logical GLSL450 {
  // expected-error @+1 {{'spirv.GlobalVariable' op storage class cannot be 'Function'}}
  spirv.GlobalVariable @v : !spirv.ptr<f32, Function>
}

// -----

spirv.module Logical GLSL450 {
  spirv.GlobalVariable @w : !spirv.ptr<f32, Input>
  // expected-error @+1 {{'spirv.GlobalVariable' op initializer must be result of a spirv.SpecConstant or spirv.SpecConstantCompositeOp op}}
  spirv.GlobalVariable @v initializer(@x) : !spirv.ptr<f32, Input>
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f() "None" { spirv.Return }
  // expected-error @+1 {{'spirv.GlobalVariable' op initializer must be result of a spirv.SpecConstant or spirv.SpecConstantCompositeOp op}}
  spirv.GlobalVariable @v initializer(@f) : !spirv.ptr<f32, Input>
}

// -----

spirv.module Logical GLSL450 {
  spirv.GlobalVariable @v : !spirv.ptr<f32, Input>
  // expected-error @+1 {{'spirv.mlir.addressof' op expected spirv.GlobalVariable symbol}}
  spirv.func @f() "None" { %0 = spirv.mlir.addressof @w : !spirv.ptr<f32, Input>
  spirv.Return }
}

// -----

spirv.module Logical GLSL450 {
  spirv.GlobalVariable @v : !spirv.ptr<f32, Input>
  // expected-error @+1 {{'spirv.mlir.addressof' op result type mismatch with the referenced global variable's type}}
  spirv.func @f() "None" { %0 = spirv.mlir.addressof @v : !spirv.ptr<i32, Input>
  spirv.Return }
}

// -----

spirv.module Logical GLSL450 {
  spirv.SpecConstant @s = 1 : i32
  // expected-error @+1 {{'spirv.mlir.referenceof' op result type mismatch with the referenced specialization constant's type}}
  spirv.func @f() "None" { %0 = spirv.mlir.referenceof @s : i64
  spirv.Return }
}

// -----

spirv.module Logical GLSL450 {
  spirv.GlobalVariable @v : !spirv.ptr<f32, Input>
  // expected-error @+1 {{'spirv.mlir.referenceof' op expected spirv.SpecConstant or spirv.SpecConstantComposite symbol}}
  spirv.func @f() "None" { %0 = spirv.mlir.referenceof @v : i64
  spirv.Return }
}

// -----

spirv.module Logical GLSL450 {
  // expected-error @+1 {{'spirv.SpecConstant' op SpecId cannot be negative}}
  spirv.SpecConstant @s spec_id(-5) = 1 : i32
}

// -----

spirv.module Logical GLSL450 {
  // expected-error @+1 {{'spirv.SpecConstant' op default value can only be a bool, integer, or float scalar}}
  spirv.SpecConstant @s = "x"
}

// -----

spirv.module Logical GLSL450 {
  // expected-error @+1 {{'spirv.SpecConstant' op default value bitwidth disallowed}}
  spirv.SpecConstant @s = 1 : i128
}

// -----

spirv.module Logical GLSL450 {
  spirv.SpecConstant @a = 1 : i32
  // expected-error @+1 {{has incorrect number of operands: expected 3, but provided 2}}
  spirv.SpecConstantComposite @c (@a, @a) : !spirv.array<3 x i32>
}

// -----

spirv.module Logical GLSL450 {
  spirv.SpecConstant @a = 1 : i32
  // expected-error @+1 {{has incorrect types of operands: expected 'f32', but provided 'i32'}}
  spirv.SpecConstantComposite @c (@a, @a) : vector<2xf32>
}

// -----

spirv.module Logical GLSL450 {
  spirv.SpecConstant @a = 1 : i32
  // expected-error @+1 {{result type must be a composite type, but provided 'f32'}}
  spirv.SpecConstantComposite @c (@a, @a) : f32
}

// -----

// expected-error @+1 {{expected operation name in quotes}}
func.func @a() { %0 = spirv.Constant 1 : i64 -> i32
  return }

// -----

// expected-error @+1 {{'spirv.Constant' op result type ('i32') does not match value type ('i64')}}
func.func @a() { %0 = "spirv.Constant"() {value = 1 : i64} : () -> i32
  return }

// -----

// expected-error @+1 {{'spirv.Constant' op result or element type ('vector<3xi32>') does not match value type ('vector<2xi32>'), must be the same or spirv.array}}
func.func @a() { %0 = "spirv.Constant"() {value = dense<1> : vector<2xi32>} : () -> vector<3xi32>
  return }

// -----

// expected-error @+1 {{'spirv.Constant' op result element type ('f32') does not match value element type ('i32')}}
func.func @a() { %0 = "spirv.Constant"() {value = dense<1> : tensor<2xi32>} : () -> !spirv.array<2 x f32>
  return }

// -----

// expected-error @+1 {{'spirv.Constant' op result number of elements (3) does not match value number of elements (2)}}
func.func @a() { %0 = "spirv.Constant"() {value = dense<1> : tensor<2xi32>} : () -> !spirv.array<3 x i32>
  return }

// -----

// expected-error @+1 {{'spirv.Constant' op must have spirv.array result type for array value}}
func.func @a() { %0 = "spirv.Constant"() {value = [1 : i32, 2 : i32]} : () -> vector<2xi32>
  return }

// -----

// expected-error @+1 {{'spirv.Constant' op result type ('i32') does not match value type ('i64')}}
func.func @a() { %0 = "spirv.Constant"() {value = [1 : i32, 2 : i64]} : () -> !spirv.array<2 x i32>
  return }

// -----

// expected-error @+1 {{'spirv.Constant' op cannot have attribute: "x"}}
func.func @a() { %0 = "spirv.Constant"() {value = "x"} : () -> i32
  return }

// -----

// expected-error @+1 {{'spirv.Constant' op only support nested array result type}}
func.func @a() { %0 = "spirv.Constant"() {value = dense<1> : tensor<2xi32>} : () -> !spirv.array<2 x !spirv.struct<(i32)>>
  return }

// -----

// A physical buffer pointer argument is decorated Aliased or Restrict.
spirv.module PhysicalStorageBuffer64 GLSL450 requires #spirv.vce<v1.0, [Shader, PhysicalStorageBufferAddresses], [SPV_KHR_physical_storage_buffer]> {
  // expected-error @+1 {{'spirv.func' op with physical buffer pointer must be decorated either 'Aliased' or 'Restrict'}}
  spirv.func @psb(%a: !spirv.ptr<f16, PhysicalStorageBuffer> {spirv.decoration = #spirv.decoration<Restrict>}, %b: !spirv.ptr<f16, PhysicalStorageBuffer> {spirv.decoration = #spirv.decoration<NonWritable>}) "None" {
    spirv.Return
  }
}

// -----

spirv.module PhysicalStorageBuffer64 GLSL450 requires #spirv.vce<v1.0, [Shader, PhysicalStorageBufferAddresses], [SPV_KHR_physical_storage_buffer]> {
  // expected-error @+1 {{'spirv.func' op with physical buffer pointer must be decorated either 'Aliased' or 'Restrict'}}
  spirv.func @psb_array(%a: !spirv.ptr<!spirv.array<4 x !spirv.ptr<i8, PhysicalStorageBuffer>>, Function>) "None" {
    spirv.Return
  }
}

// -----

// A pointer to a physical buffer pointer is decorated AliasedPointer or RestrictPointer.
spirv.module PhysicalStorageBuffer64 GLSL450 requires #spirv.vce<v1.0, [Shader, PhysicalStorageBufferAddresses], [SPV_KHR_physical_storage_buffer]> {
  // expected-error @+1 {{'spirv.func' op with a pointer points to a physical buffer pointer must be decorated either 'AliasedPointer' or 'RestrictPointer'}}
  spirv.func @psb_pointer(%a: !spirv.ptr<!spirv.ptr<i8, PhysicalStorageBuffer>, Function> {spirv.decoration = #spirv.decoration<Restrict>}) "None" {
    spirv.Return
  }
}

// -----

// A physical buffer pointer to an array needs no decoration; its elements decide.
spirv.module PhysicalStorageBuffer64 GLSL450 requires #spirv.vce<v1.0, [Shader, PhysicalStorageBufferAddresses], [SPV_KHR_physical_storage_buffer]> {
  spirv.func @psb_to_array(%a: !spirv.ptr<!spirv.array<4 x i8>, PhysicalStorageBuffer>) "None" {
    spirv.Return
  }
  // expected-error @+1 {{'spirv.func' op with physical buffer pointer must be decorated either 'Aliased' or 'Restrict'}}
  spirv.func @psb_to_struct(%a: !spirv.ptr<!spirv.struct<(i8)>, PhysicalStorageBuffer>) "None" {
    spirv.Return
  }
}
