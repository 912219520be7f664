// FLAGS: --canonicalize
// xori of a comparison with true, andi/ori/xori of two extensions, and the
// select patterns: redundant inner selects, negated conditions, and
// selects between the constants 0 and 1.

func.func @xori_not_cmpi(%a: i32, %b: i32, %c: index, %d: index) -> (i1, i1, i1, i1, i1) {
  %true = arith.constant true
  %0 = arith.cmpi slt, %a, %b : i32
  %1 = arith.xori %0, %true : i1
  %2 = arith.cmpi uge, %c, %d : index
  %3 = arith.xori %true, %2 : i1
  %4 = arith.cmpi eq, %a, %b : i32
  %5 = arith.xori %4, %true : i1
  // xori with false folds; with a non-constant it stays.
  %false = arith.constant false
  %6 = arith.cmpi ne, %a, %b : i32
  %7 = arith.xori %6, %false : i1
  %8 = arith.cmpi sgt, %a, %b : i32
  %9 = arith.xori %8, %0 : i1
  return %1, %3, %5, %7, %9 : i1, i1, i1, i1, i1
}

func.func @xori_not_cmpi_vector(%a: vector<4xi32>, %b: vector<4xi32>) -> vector<4xi1> {
  // A splat true does not match.
  %true = arith.constant dense<true> : vector<4xi1>
  %0 = arith.cmpi ult, %a, %b : vector<4xi32>
  %1 = arith.xori %0, %true : vector<4xi1>
  return %1 : vector<4xi1>
}

func.func @bitwise_of_extensions(%a: i8, %b: i8, %c: i16, %v: vector<2xi1>, %w: vector<2xi1>) -> (i32, i32, i32, i64, i64, i64, vector<2xi8>, i32, i32) {
  %za = arith.extui %a : i8 to i32
  %zb = arith.extui %b : i8 to i32
  %sa = arith.extsi %a : i8 to i64
  %sb = arith.extsi %b : i8 to i64
  %0 = arith.andi %za, %zb : i32
  %1 = arith.ori %za, %zb : i32
  %2 = arith.xori %za, %zb : i32
  %3 = arith.andi %sa, %sb : i64
  %4 = arith.ori %sa, %sb : i64
  %5 = arith.xori %sa, %sb : i64
  %zv = arith.extui %v : vector<2xi1> to vector<2xi8>
  %zw = arith.extui %w : vector<2xi1> to vector<2xi8>
  %6 = arith.ori %zv, %zw : vector<2xi8>
  // Mixed kinds or source types do not match.
  %sa32 = arith.extsi %a : i8 to i32
  %7 = arith.andi %za, %sa32 : i32
  %zc = arith.extui %c : i16 to i32
  %8 = arith.xori %za, %zc : i32
  return %0, %1, %2, %3, %4, %5, %6, %7, %8 : i32, i32, i32, i64, i64, i64, vector<2xi8>, i32, i32
}

func.func @redundant_selects(%p: i1, %q: i1, %a: i32, %b: i32, %c: i32) -> (i32, i32, i32) {
  // select(p, select(p, a, b), c) -> select(p, a, c)
  %0 = arith.select %p, %a, %b : i32
  %1 = arith.select %p, %0, %c : i32
  // select(p, a, select(p, b, c)) -> select(p, a, c)
  %2 = arith.select %p, %b, %c : i32
  %3 = arith.select %p, %a, %2 : i32
  // Another condition: no match.
  %4 = arith.select %q, %a, %b : i32
  %5 = arith.select %p, %4, %c : i32
  return %1, %3, %5 : i32, i32, i32
}

func.func @select_not_condition(%p: i1, %a: i64, %b: i64, %v: vector<2xi1>, %x: vector<2xf32>, %y: vector<2xf32>) -> (i64, vector<2xf32>) {
  %true = arith.constant true
  %not = arith.xori %p, %true : i1
  %0 = arith.select %not, %a, %b : i64
  // A splat mask does not match.
  %ones = arith.constant dense<true> : vector<2xi1>
  %vnot = arith.xori %v, %ones : vector<2xi1>
  %1 = arith.select %vnot, %x, %y : vector<2xi1>, vector<2xf32>
  return %0, %1 : i64, vector<2xf32>
}

func.func @select_i1_to_not(%p: i1, %q: i1) -> (i1, i1) {
  %true = arith.constant true
  %false = arith.constant false
  // select(p, false, true) -> xori(p, true)
  %0 = arith.select %p, %false, %true : i1
  // select(q, true, false) folds to q.
  %1 = arith.select %q, %true, %false : i1
  return %0, %1 : i1, i1
}

func.func @select_to_extui(%p: i1, %q: i1) -> (i32, i64, i8, i32, index) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  // select(p, 1, 0) -> extui(p)
  %0 = arith.select %p, %c1, %c0 : i32
  // select(q, 0, 1) -> extui(xori(q, true))
  %d0 = arith.constant 0 : i64
  %d1 = arith.constant 1 : i64
  %1 = arith.select %q, %d0, %d1 : i64
  %e0 = arith.constant 0 : i8
  %e1 = arith.constant 1 : i8
  %2 = arith.select %p, %e1, %e0 : i8
  // Not 0 and 1, or not an integer type: no match.
  %c2 = arith.constant 2 : i32
  %3 = arith.select %p, %c2, %c0 : i32
  %i0 = arith.constant 0 : index
  %i1 = arith.constant 1 : index
  %4 = arith.select %p, %i1, %i0 : index
  return %0, %1, %2, %3, %4 : i32, i64, i8, i32, index
}

func.func @select_to_extui_vector(%p: vector<4xi1>) -> vector<4xi32> {
  // Vectors do not match.
  %c0 = arith.constant dense<0> : vector<4xi32>
  %c1 = arith.constant dense<1> : vector<4xi32>
  %0 = arith.select %p, %c1, %c0 : vector<4xi1>, vector<4xi32>
  return %0 : vector<4xi32>
}
