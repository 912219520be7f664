// FLAGS: --canonicalize --mlir-print-debuginfo
// Ops that several patterns match: patterns go by decreasing benefit, then
// in registration order; the locations show which pattern rewrote.

func.func @select_patterns(%q: i1, %a: i32, %b: i32, %c: i32) -> (i32, i32, i32) {
  %true = arith.constant true loc("true")
  %p = arith.xori %q, %true : i1 loc("not")
  // Both redundant-select patterns and SelectNotCond match: the false-arm
  // pattern is registered first.
  %0 = arith.select %p, %a, %b : i32 loc("inner0")
  %1 = arith.select %p, %c, %b : i32 loc("inner1")
  %2 = arith.select %p, %0, %1 : i32 loc("outer")
  // SelectNotCond (benefit 2) before SelectToExtUI (benefit 1).
  %c0 = arith.constant 0 : i32 loc("zero")
  %c1 = arith.constant 1 : i32 loc("one")
  %3 = arith.select %p, %c0, %c1 : i32 loc("ext")
  // SelectNotCond before SelectI1ToNot.
  %false = arith.constant false loc("false")
  %4 = arith.select %p, %false, %true : i1 loc("bool")
  %5 = arith.extui %4 : i1 to i32 loc("bool_ext")
  return %2, %3, %5 : i32, i32, i32 loc("ret")
}

func.func @subi_patterns(%x: i64) -> i64 {
  // SubIRHSSubConstantLHS and SubISubILHSRHSLHS both match
  // subi(subi(c, x), c); the first registered wins.
  %c9 = arith.constant 9 : i64 loc("nine")
  %0 = arith.subi %c9, %x : i64 loc("inner")
  %1 = arith.subi %0, %c9 : i64 loc("outer")
  return %1 : i64 loc("ret")
}

func.func @addi_patterns(%x: i32, %y: i32) -> i32 {
  // Both operands are products by -1: AddIMulNegativeOneRhs is registered
  // before AddIMulNegativeOneLhs.
  %m1 = arith.constant -1 : i32 loc("minus_one")
  %0 = arith.muli %x, %m1 : i32 loc("mul_x")
  %1 = arith.muli %y, %m1 : i32 loc("mul_y")
  %2 = arith.addi %0, %1 : i32 loc("add")
  return %2 : i32 loc("ret")
}

func.func @extended_patterns(%x: i16) -> i16 {
  // MulSIExtendedToMulI is registered before MulSIExtendedRHSOne.
  %c1 = arith.constant 1 : i16 loc("one")
  %lo, %hi = arith.mulsi_extended %x, %c1 : i16 loc("mul")
  %0 = arith.addi %lo, %x : i16 loc("add")
  return %0 : i16 loc("ret")
}
