// FLAGS: --canonicalize
// The addi and subi patterns that combine constants: each shape on i32,
// i64 and index, the overflow flags the new op keeps (those both ops
// have), the constant's value wrapping at the width, and the shapes that
// do not match (a splat constant, a constant on the wrong side, no
// constant at all).

func.func @addi_addi_constant(%x: i32, %y: i64, %z: index) -> (i32, i64, index) {
  %c3 = arith.constant 3 : i32
  %c4 = arith.constant 4 : i32
  %0 = arith.addi %x, %c3 overflow<nsw, nuw> : i32
  %1 = arith.addi %0, %c4 overflow<nsw> : i32
  %d1 = arith.constant 9223372036854775807 : i64
  %d2 = arith.constant 2 : i64
  %2 = arith.addi %y, %d1 : i64
  %3 = arith.addi %2, %d2 overflow<nuw> : i64
  %e1 = arith.constant -5 : index
  %e2 = arith.constant 12 : index
  %4 = arith.addi %z, %e1 overflow<nsw> : index
  %5 = arith.addi %4, %e2 overflow<nsw> : index
  return %1, %3, %5 : i32, i64, index
}

func.func @addi_addi_constant_left(%x: i32) -> i32 {
  // The commutative fold moves the constants right first.
  %c3 = arith.constant 3 : i32
  %c4 = arith.constant 4 : i32
  %0 = arith.addi %c3, %x : i32
  %1 = arith.addi %c4, %0 : i32
  return %1 : i32
}

func.func @addi_sub_constant(%x: i32, %y: i8) -> (i32, i32, i8) {
  %c10 = arith.constant 10 : i32
  %c3 = arith.constant 3 : i32
  // addi(subi(x, 10), 3) -> addi(x, -7)
  %0 = arith.subi %x, %c10 overflow<nsw> : i32
  %1 = arith.addi %0, %c3 overflow<nsw, nuw> : i32
  // addi(subi(10, x), 3) -> subi(13, x)
  %2 = arith.subi %c10, %x overflow<nuw> : i32
  %3 = arith.addi %2, %c3 overflow<nuw> : i32
  // The sum wraps at 8 bits.
  %d1 = arith.constant 100 : i8
  %d2 = arith.constant 100 : i8
  %4 = arith.subi %d1, %y : i8
  %5 = arith.addi %4, %d2 : i8
  return %1, %3, %5 : i32, i32, i8
}

func.func @subi_add_constant(%x: i64) -> (i64, i64) {
  %c5 = arith.constant 5 : i64
  %c7 = arith.constant 7 : i64
  // subi(addi(x, 5), 7) -> addi(x, -2), flags dropped
  %0 = arith.addi %x, %c5 overflow<nsw, nuw> : i64
  %1 = arith.subi %0, %c7 overflow<nsw, nuw> : i64
  // subi(7, addi(x, 5)) -> subi(2, x), flags merged
  %2 = arith.addi %x, %c5 overflow<nsw> : i64
  %3 = arith.subi %c7, %2 overflow<nsw, nuw> : i64
  return %1, %3 : i64, i64
}

func.func @subi_sub_constant(%x: index) -> (index, index, index, index) {
  %c5 = arith.constant 5 : index
  %c7 = arith.constant 7 : index
  // subi(subi(x, 5), 7) -> subi(x, 12)
  %0 = arith.subi %x, %c5 : index
  %1 = arith.subi %0, %c7 : index
  // subi(subi(5, x), 7) -> subi(-2, x)
  %2 = arith.subi %c5, %x overflow<nsw> : index
  %3 = arith.subi %2, %c7 overflow<nsw> : index
  // subi(7, subi(x, 5)) -> subi(12, x)
  %4 = arith.subi %x, %c5 overflow<nuw> : index
  %5 = arith.subi %c7, %4 : index
  // subi(7, subi(5, x)) -> addi(x, 2)
  %6 = arith.subi %c5, %x overflow<nsw, nuw> : index
  %7 = arith.subi %c7, %6 overflow<nsw, nuw> : index
  return %1, %3, %5, %7 : index, index, index, index
}

func.func @subi_sub_lhs_rhs_lhs(%a: i32, %b: i32, %v: vector<4xi32>, %w: vector<4xi32>) -> (i32, vector<4xi32>, i32) {
  // subi(subi(a, b), a) -> subi(0, b), also on vectors.
  %0 = arith.subi %a, %b overflow<nsw> : i32
  %1 = arith.subi %0, %a overflow<nsw, nuw> : i32
  %2 = arith.subi %v, %w : vector<4xi32>
  %3 = arith.subi %2, %v : vector<4xi32>
  // subi(subi(a, b), b) does not match.
  %4 = arith.subi %0, %b : i32
  return %1, %3, %4 : i32, vector<4xi32>, i32
}

func.func @splats_do_not_combine(%v: vector<4xi32>, %t: tensor<2xi64>) -> (vector<4xi32>, tensor<2xi64>) {
  // Only integer attributes match, not splats.
  %c1 = arith.constant dense<1> : vector<4xi32>
  %c2 = arith.constant dense<2> : vector<4xi32>
  %0 = arith.addi %v, %c1 : vector<4xi32>
  %1 = arith.addi %0, %c2 : vector<4xi32>
  %d1 = arith.constant dense<1> : tensor<2xi64>
  %d2 = arith.constant dense<5> : tensor<2xi64>
  %2 = arith.subi %t, %d1 : tensor<2xi64>
  %3 = arith.subi %2, %d2 : tensor<2xi64>
  return %1, %3 : vector<4xi32>, tensor<2xi64>
}

func.func @no_match(%x: i32, %y: i32) -> (i32, i32, i32) {
  %c3 = arith.constant 3 : i32
  // The inner op has no constant.
  %0 = arith.addi %x, %y : i32
  %1 = arith.addi %0, %c3 : i32
  // The outer op has no constant.
  %2 = arith.subi %x, %c3 : i32
  %3 = arith.subi %2, %y : i32
  // The inner op is neither addi nor subi.
  %4 = arith.muli %x, %c3 : i32
  %5 = arith.addi %4, %c3 : i32
  return %1, %3, %5 : i32, i32, i32
}

func.func @chain(%x: i32) -> i32 {
  // A chain collapses step by step into one op.
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %c3 = arith.constant 3 : i32
  %0 = arith.addi %x, %c1 : i32
  %1 = arith.subi %0, %c2 : i32
  %2 = arith.addi %1, %c3 : i32
  %3 = arith.subi %c1, %2 : i32
  %4 = arith.subi %3, %c3 : i32
  return %4 : i32
}
