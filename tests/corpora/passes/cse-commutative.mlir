// FLAGS: --cse
func.func @commutative(%a: i32, %b: i32, %c: i64) -> (i32, i32, i32, i64, i64) {
  %0 = arith.muli %a, %b : i32
  %1 = arith.muli %b, %a : i32
  %2 = arith.subi %a, %b : i32
  %3 = arith.subi %b, %a : i32
  %4 = arith.addi %0, %1 : i32
  %5 = arith.maxsi %c, %c : i64
  %6 = arith.maxsi %c, %c : i64
  %7 = arith.addi %a, %a : i32
  %8 = arith.addi %a, %a : i32
  %9 = arith.addi %7, %8 : i32
  return %4, %2, %3, %5, %6 : i32, i32, i32, i64, i64
}
func.func @nested_regions(%a: i32, %c: i1) -> i32 {
  %0 = arith.addi %a, %a : i32
  %1 = "foo.region"() ({
    %2 = arith.addi %a, %a : i32
    "foo.yield"(%2) : (i32) -> ()
  }) : () -> i32
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %3 = arith.addi %a, %a : i32
  %4 = arith.muli %3, %0 : i32
  return %4 : i32
^bb2:
  %5 = arith.muli %0, %a : i32
  %6 = arith.muli %a, %0 : i32
  %7 = arith.addi %5, %6 : i32
  return %7 : i32
}
