// Integer binary ops of the arith dialect on scalars of several widths and
// on index, with and without discardable attributes.

func.func @int_binary(%a: i32, %b: i32, %i: index, %j: index, %w: i64, %x: i64) {
  %0 = arith.addi %a, %b : i32
  %1 = arith.subi %a, %b : i32
  %2 = arith.muli %a, %b : i32
  %3 = arith.divsi %a, %b : i32
  %4 = arith.divui %a, %b : i32
  %5 = arith.ceildivsi %a, %b : i32
  %6 = arith.ceildivui %a, %b : i32
  %7 = arith.floordivsi %a, %b : i32
  %8 = arith.remsi %a, %b : i32
  %9 = arith.remui %a, %b : i32
  %10 = arith.andi %a, %b : i32
  %11 = arith.ori %a, %b : i32
  %12 = arith.xori %a, %b : i32
  %13 = arith.shli %a, %b : i32
  %14 = arith.shrsi %a, %b : i32
  %15 = arith.shrui %a, %b : i32
  %16 = arith.maxsi %a, %b : i32
  %17 = arith.maxui %a, %b : i32
  %18 = arith.minsi %a, %b : i32
  %19 = arith.minui %a, %b : i32
  %20 = arith.addi %i, %j : index
  %21 = arith.muli %w, %x : i64
  %22 = arith.remsi %i, %j : index
  %23 = arith.ceildivsi %i, %j : index
  %24 = arith.addi %a, %b {foo.bar = 1 : i64} : i32
  %25 = arith.andi %w, %x {foo.unit, foo.name = "n"} : i64
  return
}

func.func @extended(%a: i32, %b: i32, %i: index, %j: index) -> (i32, i1) {
  %sum, %overflow = arith.addui_extended %a, %b : i32, i1
  %low, %high = arith.mulsi_extended %a, %b : i32
  %low2, %high2 = arith.mului_extended %a, %b : i32
  %s:2 = arith.addui_extended %i, %j : index, i1
  %m:2 = arith.mulsi_extended %i, %j {foo.tag} : index
  %u:2 = arith.mului_extended %i, %j : index
  return %sum, %overflow : i32, i1
}

func.func @odd_widths(%a: i1, %b: i1, %c: i7, %d: i7, %e: i128, %f: i128) {
  %0 = arith.andi %a, %b : i1
  %1 = arith.xori %a, %b : i1
  %2 = arith.addi %c, %d : i7
  %3 = arith.muli %e, %f : i128
  %4 = arith.shrui %e, %f : i128
  return
}
