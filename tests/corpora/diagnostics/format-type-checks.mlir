// FLAGS: --allow-unregistered-dialect --split-input-file
// A type that a TypesMatchWith transform reads to find another type is
// checked against its own constraint first, by the op's parser, at the op
// name (with MLIR's `custom op` prefix): the comparison's result type is
// computed from its operand type, an atomic's value type from its pointer.

func.func @f(%a: f32) {
  // expected-error@+1 {{custom op 'arith.cmpi' 'lhs' must be signless-integer-like, but got 'f32'}}
  %0 = arith.cmpi slt, %a, %a : f32
  return
}

// -----

func.func @f(%a: vector<4xi16>) {
  // expected-error@+1 {{custom op 'arith.cmpf' 'lhs' must be floating-point-like, but got 'vector<4xi16>'}}
  %0 = arith.cmpf oeq, %a, %a : vector<4xi16>
  return
}

// -----

func.func @f(%a: f32) {
  // expected-error@+1 {{custom op 'spirv.IEqual' 'operand1' must be 8/16/32/64-bit integer or fixed-length vector of 8/16/32/64-bit integer values of length 2/3/4/8/16, but got 'f32'}}
  %0 = spirv.IEqual %a, %a : f32
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error@+1 {{custom op 'spirv.AtomicIAdd' 'pointer' must be any SPIR-V pointer type, but got 'i32'}}
  %0 = spirv.AtomicIAdd <Device> <None> %a, %a : i32
  return
}

// -----

func.func @f(%a: vector<5xi32>, %i: i32) {
  // expected-error@+1 {{custom op 'spirv.VectorExtractDynamic' 'vector' must be vector of bool or 8/16/32/64-bit integer or 16/32/64-bit float or BFloat16 values of length 2/3/4/8/16, but got 'vector<5xi32>'}}
  %0 = spirv.VectorExtractDynamic %a[%i] : vector<5xi32>, i32
  return
}

// -----

// A type directive whose constraint holds one kind of type (MLIR's C++
// class) rejects another kind where the type is written.
func.func @f(%a: i32, %i: i32) {
  // expected-error@+1 {{custom op 'spirv.VectorExtractDynamic' invalid kind of type specified: expected builtin.vector, but found 'i32'}}
  %0 = spirv.VectorExtractDynamic %a[%i] : i32, i32
  return
}

// -----

func.func @f(%a: f32) {
  // expected-error@+1 {{custom op 'cf.switch' invalid kind of type specified: expected builtin.integer, but found 'f32'}}
  cf.switch %a : f32, [
    default: ^bb1
  ]
^bb1:
  return
}

// -----

func.func @f(%a: vector<4xf32>, %b: vector<4xi32>) {
  // expected-error@+1 {{custom op 'spirv.BitFieldInsert' invalid kind of type specified: expected builtin.integer, but found 'vector<4xi32>'}}
  %0 = spirv.BitFieldInsert %b, %b, %b, %b : vector<4xi32>, vector<4xi32>, vector<4xi32>
  return
}

// -----

// The check applies only where the transform is used: with the type
// written in the generic form, the verifier reports the operand instead.
func.func @f(%a: f32) {
  // expected-error@+1 {{'arith.cmpi' op operand #0 must be signless-integer-like, but got 'f32'}}
  %0 = "arith.cmpi"(%a, %a) <{predicate = 2 : i64}> : (f32, f32) -> i1
  return
}
