// FLAGS: --canonicalize
// muli chains with constants, addi of a product with -1, and the extended
// ops: an unused second result makes them plain ops, and mulsi_extended by
// one needs no multiplication.

func.func @muli_muli_constant(%x: i32, %y: index, %z: i16) -> (i32, index, i16) {
  %c3 = arith.constant 3 : i32
  %c5 = arith.constant 5 : i32
  %0 = arith.muli %x, %c3 overflow<nsw, nuw> : i32
  %1 = arith.muli %0, %c5 overflow<nuw> : i32
  %d3 = arith.constant 3 : index
  %d4 = arith.constant -4 : index
  %2 = arith.muli %d3, %y : index
  %3 = arith.muli %2, %d4 : index
  // The product wraps at 16 bits.
  %e1 = arith.constant 300 : i16
  %e2 = arith.constant 300 : i16
  %4 = arith.muli %z, %e1 : i16
  %5 = arith.muli %4, %e2 : i16
  return %1, %3, %5 : i32, index, i16
}

func.func @muli_splat_no_match(%v: vector<2xi64>) -> vector<2xi64> {
  %c3 = arith.constant dense<3> : vector<2xi64>
  %c5 = arith.constant dense<5> : vector<2xi64>
  %0 = arith.muli %v, %c3 : vector<2xi64>
  %1 = arith.muli %0, %c5 : vector<2xi64>
  return %1 : vector<2xi64>
}

func.func @addi_mul_negative_one(%x: i32, %y: i32, %v: vector<4xi64>, %w: vector<4xi64>) -> (i32, i32, vector<4xi64>, i32) {
  %m1 = arith.constant -1 : i32
  // addi(x, muli(y, -1)) -> subi(x, y)
  %0 = arith.muli %y, %m1 overflow<nsw> : i32
  %1 = arith.addi %x, %0 overflow<nsw> : i32
  // addi(muli(x, -1), y) -> subi(y, x)
  %2 = arith.muli %x, %m1 : i32
  %3 = arith.addi %2, %y : i32
  // A splat -1 matches too.
  %s = arith.constant dense<-1> : vector<4xi64>
  %4 = arith.muli %w, %s : vector<4xi64>
  %5 = arith.addi %v, %4 : vector<4xi64>
  // Not -1: no match.
  %m2 = arith.constant -2 : i32
  %6 = arith.muli %y, %m2 : i32
  %7 = arith.addi %x, %6 : i32
  return %1, %3, %5, %7 : i32, i32, vector<4xi64>, i32
}

func.func @addi_mul_negative_one_both(%x: index, %y: index) -> index {
  // Both operands are products by -1: the right one is taken first.
  %m1 = arith.constant -1 : index
  %0 = arith.muli %x, %m1 : index
  %1 = arith.muli %y, %m1 : index
  %2 = arith.addi %0, %1 : index
  return %2 : index
}

func.func @addui_extended(%x: i32, %y: i32, %v: vector<2xi8>, %w: vector<2xi8>) -> (i32, i32, i1, vector<2xi8>) {
  // The overflow is unused: addi.
  %0, %o0 = arith.addui_extended %x, %y : i32, i1
  // The overflow is used: kept.
  %1, %o1 = arith.addui_extended %y, %x : i32, i1
  %2, %o2 = arith.addui_extended %v, %w : vector<2xi8>, vector<2xi1>
  return %0, %1, %o1, %2 : i32, i32, i1, vector<2xi8>
}

func.func @mul_extended(%x: i32, %y: i32, %z: i64) -> (i32, i32, i32, i64, i64) {
  // The high half is unused: muli.
  %0, %h0 = arith.mulsi_extended %x, %y : i32
  %1, %h1 = arith.mului_extended %x, %y : i32
  // The high half is used: kept.
  %2, %h2 = arith.mului_extended %z, %z : i64
  return %0, %1, %h1, %2, %h2 : i32, i32, i32, i64, i64
}

func.func @mulsi_extended_one(%x: i32, %v: vector<4xi16>, %b: i1) -> (i32, i32, vector<4xi16>, vector<4xi16>, i1, i1) {
  // mulsi_extended(x, 1) -> [x, extsi(x < 0)].
  %c1 = arith.constant 1 : i32
  %0, %h0 = arith.mulsi_extended %x, %c1 : i32
  %s1 = arith.constant dense<1> : vector<4xi16>
  %1, %h1 = arith.mulsi_extended %v, %s1 : vector<4xi16>
  // On i1, 1 is -1: no match.
  %t = arith.constant true
  %2, %h2 = arith.mulsi_extended %b, %t : i1
  return %0, %h0, %1, %h1, %2, %h2 : i32, i32, vector<4xi16>, vector<4xi16>, i1, i1
}

func.func @mulsi_extended_one_unused_high(%x: i64) -> i64 {
  // Both patterns match; the one registered first (to muli) wins, and the
  // muli by one folds.
  %c1 = arith.constant 1 : i64
  %0, %h0 = arith.mulsi_extended %x, %c1 : i64
  return %0 : i64
}
