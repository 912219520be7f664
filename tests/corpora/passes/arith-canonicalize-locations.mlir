// FLAGS: --canonicalize --mlir-print-debuginfo
// The locations of the ops patterns create: a declarative pattern fuses
// the locations of the first ops its matcher records (the root, then the
// first operand's op, a nested op's constant before the op itself); the
// C++ patterns use the root's location.

func.func @constant_chains(%x: i32, %y: i32) -> (i32, i32, i32, i32) {
  %c3 = arith.constant 3 : i32 loc("c3")
  %c4 = arith.constant 4 : i32 loc("c4")
  %0 = arith.addi %x, %c3 : i32 loc("add_inner")
  %1 = arith.addi %0, %c4 : i32 loc("add_outer")
  %c5 = arith.constant 5 : i32 loc("c5")
  %c6 = arith.constant 6 : i32 loc("c6")
  %2 = arith.subi %y, %c5 : i32 loc("sub_inner")
  %3 = arith.subi %c6, %2 : i32 loc("sub_outer")
  %c7 = arith.constant 7 : i32 loc("c7")
  %c8 = arith.constant 8 : i32 loc("c8")
  %4 = arith.muli %x, %c7 : i32 loc("mul_inner")
  %5 = arith.muli %4, %c8 : i32 loc("mul_outer")
  %c9 = arith.constant 9 : i32 loc("c9")
  %c10 = arith.constant 10 : i32 loc("c10")
  %6 = arith.subi %c9, %y : i32 loc("sub2_inner")
  %7 = arith.addi %6, %c10 : i32 loc("add2_outer")
  return %1, %3, %5, %7 : i32, i32, i32, i32 loc("ret")
}

func.func @fused_with_fused(%x: i32) -> i32 {
  // The second rewrite fuses a location that is already fused.
  %c1 = arith.constant 1 : i32 loc("one")
  %c2 = arith.constant 2 : i32 loc("two")
  %c3 = arith.constant 3 : i32 loc("three")
  %0 = arith.addi %x, %c1 : i32 loc("a")
  %1 = arith.addi %0, %c2 : i32 loc("b")
  %2 = arith.addi %1, %c3 : i32 loc("c")
  return %2 : i32 loc("ret")
}

func.func @same_location(%x: i64) -> i64 {
  // Equal locations fuse into one.
  %c1 = arith.constant 1 : i64 loc("same")
  %c2 = arith.constant 2 : i64 loc("other")
  %0 = arith.addi %x, %c1 : i64 loc("same")
  %1 = arith.addi %0, %c2 : i64 loc("same")
  return %1 : i64 loc("ret")
}

func.func @other_shapes(%a: i32, %b: i32, %p: i1, %s: i8, %t: i8) -> (i32, i1, i32, i32, i16, i1) {
  %m1 = arith.constant -1 : i32 loc("minus_one")
  %0 = arith.muli %b, %m1 : i32 loc("mul")
  %1 = arith.addi %a, %0 : i32 loc("add")
  %true = arith.constant true loc("true")
  %2 = arith.cmpi slt, %a, %b : i32 loc("cmp")
  %3 = arith.xori %2, %true : i1 loc("not")
  %4 = arith.subi %a, %b : i32 loc("sub_inner")
  %5 = arith.subi %4, %a : i32 loc("sub_outer")
  %6 = arith.select %p, %a, %b : i32 loc("sel_inner")
  %7 = arith.select %p, %6, %a : i32 loc("sel_outer")
  %es = arith.extui %s : i8 to i32 loc("ext_s")
  %et = arith.extui %t : i8 to i32 loc("ext_t")
  %8 = arith.ori %es, %et : i32 loc("or")
  %9 = arith.trunci %8 : i32 to i16 loc("trunc")
  %10 = arith.cmpi eq, %es, %et : i32 loc("eq")
  return %1, %3, %5, %7, %9, %10 : i32, i1, i32, i32, i16, i1 loc("ret")
}

func.func @root_locations(%x: i32, %p: i1, %q: i1, %y: i64) -> (i32, i32, i1, i32, i1, i64) {
  // Patterns with a single op in their source use the root's location.
  %c1 = arith.constant 1 : i32 loc("one")
  %lo, %hi = arith.mulsi_extended %x, %c1 : i32 loc("mulsi")
  %false = arith.constant false loc("false")
  %true = arith.constant true loc("true")
  %0 = arith.select %p, %false, %true : i1 loc("select_not")
  %c0 = arith.constant 0 : i32 loc("zero")
  %1 = arith.select %q, %c0, %c1 : i32 loc("select_ext")
  %f = arith.sitofp %x : i32 to f32 loc("sitofp")
  %k = arith.constant 4.0 : f32 loc("four")
  %2 = arith.cmpf ole, %f, %k : f32 loc("cmpf")
  %sum, %carry = arith.addui_extended %y, %y : i64, i1 loc("addui")
  return %lo, %hi, %0, %1, %2, %sum : i32, i32, i1, i32, i1, i64 loc("ret")
}

func.func @shift_truncation(%x: i64) -> i32 {
  %c32 = arith.constant 32 : i64 loc("amount")
  %0 = arith.shrsi %x, %c32 : i64 loc("shift")
  %1 = arith.trunci %0 : i64 to i32 loc("trunc")
  return %1 : i32 loc("ret")
}

func.func @unknown_constant(%x: i32) -> (i32, i32) {
  // A duplicate constant is merged first and loses its location, which
  // then drops out of the fused location.
  %c1 = arith.constant 1 : i32 loc("first")
  %c1b = arith.constant 1 : i32 loc("second")
  %0 = arith.addi %x, %c1 : i32 loc("inner")
  %1 = arith.addi %0, %c1b : i32 loc("outer")
  return %1, %0 : i32, i32 loc("ret")
}
