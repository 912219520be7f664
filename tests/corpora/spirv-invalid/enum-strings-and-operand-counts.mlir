// Enum cases written as strings in SPIR-V custom forms ("Function",
// ["Volatile"], "GLCompute"), read as attributes the way MLIR's parsers
// read them, and operand lists of the wrong length (checked by
// tests/tests/spirv_invalid.rs).

func.func @load_without_storage_class(%p: !spirv.ptr<i32, Workgroup>) {
  // expected-error@+1 {{expected attribute value}}
  %0 = spirv.Load %p : i32
  return
}

// -----

func.func @load_with_numeric_storage_class(%p: !spirv.ptr<i32, Workgroup>) {
  // expected-error@+1 {{integer literal not valid for specified type}}
  %0 = spirv.Load 7 %p : i32
  return
}

// -----

func.func @load_with_a_storage_class_that_does_not_exist(%p: !spirv.ptr<i32, Workgroup>) {
  // expected-error@+1 {{custom op 'spirv.Load' invalid storage_class attribute specification: "Shared"}}
  %0 = spirv.Load "Shared" %p : i32
  return
}

// -----

func.func @load_with_an_unquoted_access(%p: !spirv.ptr<i32, Workgroup>) {
  // expected-error@+1 {{expected attribute value}}
  %0 = spirv.Load "Workgroup" %p [Nontemporal] : i32
  return
}

// -----

func.func @load_with_an_unknown_access(%p: !spirv.ptr<i32, Workgroup>) {
  // expected-error@+1 {{custom op 'spirv.Load' invalid memory_access attribute specification: "Nontemporal|Cached"}}
  %0 = spirv.Load "Workgroup" %p ["Nontemporal|Cached"] : i32
  return
}

// -----

func.func @store_with_one_operand(%p: !spirv.ptr<i32, Workgroup>) {
  // expected-error@+1 {{custom op 'spirv.Store' expected 2 operands}}
  spirv.Store "Workgroup" %p : i32
  return
}

// -----

func.func @store_with_three_operands(%p: !spirv.ptr<i32, Workgroup>, %v: i32) {
  // expected-error@+1 {{custom op 'spirv.Store' expected 2 operands}}
  spirv.Store "Workgroup" %p, %v, %v : i32
  return
}

// -----

func.func @access_chain_with_more_indices_than_types(%p: !spirv.ptr<!spirv.array<4 x !spirv.array<4 x f32>>, Function>, %i: i32) {
  // expected-error@+1 {{custom op 'spirv.AccessChain' number of operands and types do not match: got 2 operands and 1 types}}
  %0 = spirv.AccessChain %p[%i, %i] : !spirv.ptr<!spirv.array<4 x !spirv.array<4 x f32>>, Function>, i32 -> !spirv.ptr<f32, Function>
  return
}

// -----

func.func @access_chain_with_types_but_no_index(%p: !spirv.ptr<!spirv.array<4 x f32>, Function>) {
  // expected-error@+1 {{custom op 'spirv.AccessChain' number of operands and types do not match: got 0 operands and 1 types}}
  %0 = spirv.AccessChain %p[] : !spirv.ptr<!spirv.array<4 x f32>, Function>, i32 -> !spirv.ptr<f32, Function>
  return
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @main() -> () "None" {
    spirv.Return
  }
  // expected-error@+1 {{custom op 'spirv.EntryPoint' invalid execution_model attribute specification: "Compute"}}
  spirv.EntryPoint "Compute" @main
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @main() -> () "None" {
    spirv.Return
  }
  // expected-error@+1 {{expected attribute value}}
  spirv.ExecutionMode @main LocalSize, 8, 1, 1
}

// -----

spirv.module Logical GLSL450 {
  // expected-error@+1 {{custom op 'spirv.func' invalid function_control attribute specification: "Inline|Fast"}}
  spirv.func @main() -> () "Inline|Fast" {
    spirv.Return
  }
}

// -----

func.func @load_without_pointer() {
  // expected-error@+1 {{expected SSA operand}}
  %0 = spirv.Load "Workgroup" : i32
  return
}

// -----

func.func @store_without_operands(%v: i32) {
  // expected-error@+1 {{expected operand}}
  spirv.Store "Workgroup" , %v : i32
  return
}

// -----

func.func @variable_with_a_binding() {
  // expected-error@+1 {{'spirv.Variable' op cannot have 'descriptor_set' attribute (only allowed in spirv.GlobalVariable)}}
  %0 = spirv.Variable bind(0, 3) : !spirv.ptr<i32, Function>
  return
}

// -----

func.func @variable_with_a_built_in() {
  // expected-error@+1 {{'spirv.Variable' op cannot have 'built_in' attribute (only allowed in spirv.GlobalVariable)}}
  %0 = spirv.Variable built_in("LocalInvocationId") : !spirv.ptr<vector<3xi32>, Function>
  return
}

// -----

func.func @variable_of_a_physical_pointer_without_aliasing() {
  // expected-error@+1 {{'spirv.Variable' op  with physical buffer pointer must be decorated either 'AliasedPointer' or 'RestrictPointer'}}
  %0 = spirv.Variable : !spirv.ptr<!spirv.ptr<i64, PhysicalStorageBuffer>, Function>
  return
}

// -----

func.func @variable_of_physical_pointers_with_both_aliasings() {
  // expected-error@+1 {{'spirv.Variable' op  with physical buffer pointer must have exactly one aliasing decoration}}
  %0 = spirv.Variable {restrict_pointer, aliased_pointer} : !spirv.ptr<!spirv.array<2 x !spirv.ptr<i64, PhysicalStorageBuffer>>, Function>
  return
}

// -----

func.func @variables_of_physical_pointers_with_one_aliasing() {
  %0 = spirv.Variable {restrict_pointer} : !spirv.ptr<!spirv.ptr<i64, PhysicalStorageBuffer>, Function>
  %1 = spirv.Variable {aliased_pointer} : !spirv.ptr<!spirv.array<2 x !spirv.ptr<i64, PhysicalStorageBuffer>>, Function>
  return
}

// -----

func.func @carry_into_a_three_member_struct(%a: i16) {
  // expected-error@+1 {{custom op 'spirv.IAddCarry' expected spirv.struct type with two members}}
  %0 = spirv.IAddCarry %a, %a : !spirv.struct<(i16, i16, i16)>
  return
}

// -----

func.func @borrow_into_a_vector(%a: vector<2xi32>) {
  // expected-error@+1 {{custom op 'spirv.ISubBorrow' expected spirv.struct type with two members}}
  %0 = spirv.ISubBorrow %a, %a : vector<2xi32>
  return
}

// -----

spirv.module Logical GLSL450 {
  // expected-error@+1 {{custom op 'spirv.GlobalVariable' expected spirv.ptr type}}
  spirv.GlobalVariable @counter bind(0, 1) : i32
}
