// FLAGS: --split-input-file
// Symbol uses of func.call and func.constant, branch weights of cf.cond_br,
// and the tensor dimensions of arith casts.

func.func @f(%a: i32) -> i32 {
  return %a : i32
}
func.func @g(%a: f32) {
  // expected-error@+1 {{'func.call' op 'nothere' does not reference a valid function}}
  %0 = func.call @nothere() : () -> i32
  return
}

// -----

func.func @f(%a: i32) -> i32 {
  return %a : i32
}
func.func @g(%a: f32) {
  // expected-error@+1 {{'func.call' op incorrect number of operands for callee}}
  %0 = func.call @f() : () -> i32
  return
}

// -----

func.func @f(%a: i32) -> i32 {
  return %a : i32
}
func.func @g(%a: f32) {
  // expected-error@+1 {{'func.call' op operand type mismatch: expected operand type 'i32', but provided 'f32' for operand number 0}}
  %0 = func.call @f(%a) : (f32) -> i32
  return
}

// -----

func.func @f(%a: i32) -> i32 {
  return %a : i32
}
func.func @g(%a: i32) {
  // expected-error@+1 {{'func.call' op incorrect number of results for callee}}
  func.call @f(%a) : (i32) -> ()
  return
}

// -----

func.func @f(%a: i32) -> i32 {
  return %a : i32
}
func.func @g(%a: i32) {
  // expected-error@+3 {{'func.call' op result type mismatch at index 0}}
  // expected-note@+2 {{      op result types: 'f32'}}
  // expected-note@+1 {{function result types: 'i32'}}
  %0 = func.call @f(%a) : (i32) -> f32
  return
}

// -----

func.func @g(%a: i32) {
  // expected-error@+1 {{'func.constant' op reference to undefined function 'nothere'}}
  %0 = func.constant @nothere : () -> ()
  return
}

// -----

func.func @f(%a: i32) -> i32 {
  return %a : i32
}
func.func @g(%a: i32) {
  // expected-error@+1 {{'func.constant' op reference to function with mismatched type}}
  %0 = func.constant @f : () -> ()
  return
}

// -----

func.func @g(%c: i1) {
  // expected-error@+1 {{expects number of branch weights to match number of successors: 1 vs 2}}
  cf.cond_br %c weights([1]), ^bb1, ^bb1
^bb1:
  return
}

// -----

func.func @g(%u: tensor<?xf32>) {
  // expected-error@+1 {{'arith.fptosi' op failed to verify that input and output have the same tensor dimensions}}
  %0 = arith.fptosi %u : tensor<?xf32> to tensor<4xi32>
  return
}

// -----

func.func @g(%u: tensor<*xf32>) {
  // expected-error@+1 {{'arith.extf' op failed to verify that input and output have the same tensor dimensions}}
  %0 = arith.extf %u : tensor<*xf32> to tensor<*xf64>
  return
}
