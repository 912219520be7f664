// FLAGS: --allow-unregistered-dialect --split-input-file
// Dialects check their own attributes where they are attached: among an
// op's discardable attributes (before the op's own checks), and on a
// function's arguments and results. MLIR's `test` namespace rejects
// `test.invalid_attr` everywhere; SPIR-V accepts only the attributes it
// knows, and reports some of them without showing the op.

// expected-error@+1 {{invalid to use 'test.invalid_attr'}}
"some.op"() {test.invalid_attr, other = 1} : () -> ()

// -----

// The attribute is checked before the op's own invariants.
func.func @f(%a: i32) {
  // expected-error@+1 {{invalid to use 'test.invalid_attr'}}
  %0 = "arith.addi"(%a, %a) {test.invalid_attr} : (i32, i32) -> i64
  return
}

// -----

// expected-error@+1 {{invalid to use 'test.invalid_attr'}}
func.func @argument(%a: i32, %b: f32 {test.invalid_attr}) {
  return
}

// -----

// expected-error@+1 {{invalid to use 'test.invalid_attr'}}
func.func private @result() -> (i1, i8 {test.invalid_attr})

// -----

// expected-error@+1 {{found unsupported 'spirv.unheard_of' attribute on operation}}
"some.op"() {spirv.unheard_of = 3 : i32} : () -> ()

// -----

// expected-error@+1 {{'spirv.entry_point_abi' attribute must be an entry point ABI attribute}}
func.func @kernel() attributes {spirv.entry_point_abi = [32, 1, 1]} {
  return
}

// -----

// expected-error@+1 {{'spirv.target_env' must be a spirv::TargetEnvAttr}}
module attributes {spirv.target_env = #spirv.vce<v1.0, [Shader], []>} {
}

// -----

// expected-error@+1 {{found unsupported 'spirv.binding' attribute on region argument}}
func.func @argument(%a: i32 {spirv.binding = 1 : i32}) {
  return
}

// -----

// expected-error@+1 {{'spirv.interface_var_abi' must be a spirv::InterfaceVarABIAttr}}
func.func @argument(%a: f32 {spirv.interface_var_abi = 0 : i32}) {
  return
}

// -----

// A storage class only for scalars.
// expected-error@+1 {{'spirv.interface_var_abi' attribute cannot specify storage class when attaching to a non-scalar value}}
func.func @argument(%a: vector<4xf32> {spirv.interface_var_abi = #spirv.interface_var_abi<(1, 2), StorageBuffer>}) {
  return
}

// -----

func.func @argument(%a: f32 {spirv.interface_var_abi = #spirv.interface_var_abi<(1, 2), StorageBuffer>}, %b: vector<4xf32> {spirv.interface_var_abi = #spirv.interface_var_abi<(1, 3)>}) {
  return
}

// -----

// expected-error@+1 {{cannot attach SPIR-V attributes to region result which is not part of a spirv::GraphARMOp type}}
func.func private @result() -> (i32 {spirv.interface_var_abi = #spirv.interface_var_abi<(0, 0)>})

// -----

// Functions of a module are all checked.
// expected-error@+1 {{found unsupported 'spirv.unheard_of' attribute on region argument}}
func.func private @first(i32 {spirv.unheard_of})
func.func private @fine(i32)
// expected-error@+1 {{'spirv.decoration' must be a spirv::DecorationAttr}}
func.func private @second(i32 {spirv.decoration = 1 : i32})
