// Overflow flags, fastmath flags and the exact flag, present and absent, in
// every spelling (including the default values, which print as absent).

func.func @overflow(%a: i32, %b: i32, %w: i64) {
  %0 = arith.addi %a, %b overflow<nsw> : i32
  %1 = arith.addi %a, %b overflow<nuw> : i32
  %2 = arith.addi %a, %b overflow<nsw, nuw> : i32
  %3 = arith.subi %a, %b overflow<nuw, nsw> : i32
  %4 = arith.muli %a, %b overflow<nsw> : i32
  %5 = arith.shli %a, %b overflow<nuw> : i32
  %6 = arith.addi %a, %b overflow<none> : i32
  %7 = arith.trunci %w overflow<nsw> : i64 to i32
  %8 = arith.trunci %w overflow<nsw, nuw> : i64 to i32
  %9 = arith.trunci %w : i64 to i16
  %10 = arith.muli %a, %b overflow<nsw, nuw> {foo.attr = 3 : i32} : i32
  %11 = arith.subi %a, %b overflow<none> {foo.unit} : i32
  return
}

func.func @exact(%a: i32, %b: i32) {
  %0 = arith.divsi %a, %b exact : i32
  %1 = arith.divui %a, %b exact : i32
  %2 = arith.shrsi %a, %b exact : i32
  %3 = arith.shrui %a, %b exact : i32
  %4 = arith.shrui %a, %b exact {foo.unit} : i32
  return
}

func.func @fastmath(%x: f32, %y: f32, %d: f64) {
  %0 = arith.addf %x, %y fastmath<none> : f32
  %1 = arith.addf %x, %y fastmath<fast> : f32
  %2 = arith.mulf %x, %y fastmath<nnan,ninf> : f32
  %3 = arith.subf %x, %y fastmath<reassoc,nnan,ninf,nsz,arcp,contract,afn> : f32
  %4 = arith.divf %x, %y fastmath<nsz> : f32
  %5 = arith.remf %x, %y fastmath<arcp> : f32
  %6 = arith.maximumf %x, %y fastmath<contract> : f32
  %7 = arith.minimumf %x, %y fastmath<afn> : f32
  %8 = arith.maxnumf %x, %y fastmath<reassoc> : f32
  %9 = arith.minnumf %x, %y fastmath<nnan> : f32
  %10 = arith.negf %x fastmath<ninf> : f32
  %11 = arith.cmpf olt, %x, %y fastmath<nnan> : f32
  %12 = arith.extf %x fastmath<fast> : f32 to f64
  %13 = arith.truncf %d fastmath<nnan> : f64 to f32
  %14 = arith.truncf %d to_nearest_even fastmath<fast> : f64 to f32
  %15 = arith.addf %x, %y fastmath<ninf, nnan> : f32
  %16 = arith.addf %x, %y fastmath<afn,contract,arcp,nsz,ninf,nnan,reassoc> : f32
  %17 = arith.mulf %x, %y fastmath<fast> {foo.attr = "s"} : f32
  %18 = arith.extf %x fastmath<none> : f32 to f64
  %19 = arith.negf %x fastmath<none> : f32
  %20 = arith.cmpf oeq, %x, %y fastmath<none> : f32
  return
}
