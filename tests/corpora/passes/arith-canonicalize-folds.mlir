// FLAGS: --canonicalize
// Folds the patterns rely on: algebraic identities that give an operand
// (or reuse a constant operand rather than make a new constant), and
// constant folds that must not happen (division overflow, inexact
// conversions).

func.func @add_sub(%a: i32, %b: i32) -> (i32, i32, i32, i32) {
  %s = arith.subi %a, %b : i32
  %0 = arith.addi %s, %b : i32
  %1 = arith.addi %b, %s : i32
  %t = arith.addi %a, %b : i32
  %2 = arith.subi %t, %b : i32
  %3 = arith.subi %t, %a : i32
  return %0, %1, %2, %3 : i32, i32, i32, i32
}

func.func @zero_operands(%x: i32, %v: vector<2xi8>) -> (i32, i32, i32, vector<2xi8>) {
  // x * 0 and x & 0 give the zero operand itself, no new constant.
  %c1 = arith.constant 1 : i32
  %c0 = arith.constant 0 : i32
  %0 = arith.muli %x, %c0 : i32
  %1 = arith.andi %x, %c0 : i32
  // x | -1 gives a new constant.
  %m1 = arith.constant -1 : i32
  %2 = arith.ori %x, %m1 : i32
  %z = arith.constant dense<0> : vector<2xi8>
  %3 = arith.muli %v, %z : vector<2xi8>
  return %0, %1, %2, %3 : i32, i32, i32, vector<2xi8>
}

func.func @logic(%x: i32, %y: i32) -> (i32, i32, i32, i32, i32, i32) {
  %m1 = arith.constant -1 : i32
  %not = arith.xori %x, %m1 : i32
  %0 = arith.andi %x, %not : i32
  %1 = arith.ori %not, %x : i32
  %and = arith.andi %x, %y : i32
  %2 = arith.andi %x, %and : i32
  %xor = arith.xori %x, %y : i32
  %3 = arith.xori %xor, %y : i32
  %4 = arith.xori %x, %xor : i32
  // x & x and x | x are the traits' folds.
  %5 = arith.andi %y, %y : i32
  return %0, %1, %2, %3, %4, %5 : i32, i32, i32, i32, i32, i32
}

func.func @min_max(%x: i8) -> (i8, i8, i8, i8, i8, i8, i8, i8) {
  %max = arith.constant 127 : i8
  %min = arith.constant -128 : i8
  %zero = arith.constant 0 : i8
  %ones = arith.constant -1 : i8
  %0 = arith.maxsi %x, %max : i8
  %1 = arith.maxsi %x, %min : i8
  %2 = arith.minsi %x, %min : i8
  %3 = arith.minsi %x, %max : i8
  %4 = arith.maxui %x, %ones : i8
  %5 = arith.maxui %x, %zero : i8
  %6 = arith.minui %x, %zero : i8
  %7 = arith.minui %x, %ones : i8
  return %0, %1, %2, %3, %4, %5, %6, %7 : i8, i8, i8, i8, i8, i8, i8, i8
}

func.func @divisions(%a: i32, %b: i32) -> (i32, i32, i32, i32) {
  %p = arith.muli %a, %b overflow<nuw> : i32
  %0 = arith.divui %p, %b : i32
  %q = arith.muli %a, %b overflow<nsw> : i32
  %1 = arith.divsi %q, %a : i32
  // Without the flag: kept.
  %2 = arith.divui %q, %b : i32
  %r = arith.muli %a, %b : i32
  %3 = arith.divsi %r, %b : i32
  return %0, %1, %2, %3 : i32, i32, i32, i32
}

func.func @constant_divisions() -> (i8, i8, i8, i8, i8, i8) {
  %min = arith.constant -128 : i8
  %m1 = arith.constant -1 : i8
  %c3 = arith.constant 3 : i8
  %m7 = arith.constant -7 : i8
  %zero = arith.constant 0 : i8
  // Overflow or division by zero: kept.
  %0 = arith.divsi %min, %m1 : i8
  %1 = arith.ceildivsi %min, %c3 : i8
  %2 = arith.floordivsi %m7, %zero : i8
  // Folded.
  %3 = arith.ceildivsi %m7, %c3 : i8
  %4 = arith.floordivsi %m7, %c3 : i8
  %5 = arith.ceildivsi %zero, %min : i8
  return %0, %1, %2, %3, %4, %5 : i8, i8, i8, i8, i8, i8
}

func.func @select_of_compare(%a: i64, %b: i64) -> (i64, i64, i64) {
  %eq = arith.cmpi eq, %a, %b : i64
  %0 = arith.select %eq, %a, %b : i64
  %ne = arith.cmpi ne, %a, %b : i64
  %1 = arith.select %ne, %a, %b : i64
  %lt = arith.cmpi slt, %a, %b : i64
  %2 = arith.select %lt, %a, %b : i64
  return %0, %1, %2 : i64, i64, i64
}

func.func @extended_folds(%x: i32) -> (i32, i1, i32, i32, i32, i32) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %0, %o = arith.addui_extended %x, %c0 : i32, i1
  %1, %h1 = arith.mului_extended %x, %c1 : i32
  %2, %h2 = arith.mulsi_extended %x, %c0 : i32
  return %0, %o, %1, %h1, %2, %h2 : i32, i1, i32, i32, i32, i32
}

func.func @float_folds(%x: f32) -> (i1, i1, i1, f32, f32) {
  %nan = arith.constant 0x7FC00000 : f32
  %one = arith.constant 1.0 : f32
  // A NaN on one side is enough.
  %0 = arith.cmpf olt, %x, %nan : f32
  %1 = arith.cmpf une, %nan, %x : f32
  // true and false need constants on both sides.
  %2 = arith.cmpf true, %x, %x : f32
  %d = arith.constant 1.0e+40 : f64
  // Not representable in f32: kept; exact: folded.
  %3 = arith.truncf %d : f64 to f32
  %e = arith.constant 0.25 : f64
  %4 = arith.truncf %e : f64 to f32
  return %0, %1, %2, %3, %4 : i1, i1, i1, f32, f32
}

func.func @cast_identity(%x: i32) -> i32 {
  %0 = arith.bitcast %x : i32 to i32
  return %0 : i32
}
