// FLAGS: --split-input-file
// Dialect enum properties in custom forms (`#arith.fastmath<...>` and
// `#arith.overflow<...>`, written `<...>` after their keyword): a value
// without its angle brackets gets mlir-opt's messages.

func.func @fastmath_without_brackets(%a: f32, %b: f32) -> f32 {
  // expected-error@+1 {{expected '<'}}
  %0 = arith.addf %a, %b fastmath fast : f32
  return %0 : f32
}

// -----

func.func @overflow_without_brackets(%a: i32, %b: i32) -> i32 {
  // expected-error@+1 {{expected '<'}}
  %0 = arith.addi %a, %b overflow nsw : i32
  return %0 : i32
}

// -----

func.func @fastmath_unclosed(%a: f32, %b: f32) -> f32 {
  // expected-error@+1 {{expected '>'}}
  %0 = arith.addf %a, %b fastmath<fast : f32
  return %0 : f32
}

// -----

func.func @overflow_unclosed(%a: i32, %b: i32) -> i32 {
  // expected-error@+1 {{expected '>'}}
  %0 = arith.addi %a, %b overflow<nsw : i32
  return %0 : i32
}
