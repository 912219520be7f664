// Float ops of the arith dialect on every float type, without flags.

func.func @float_binary(%x: f32, %y: f32) {
  %0 = arith.addf %x, %y : f32
  %1 = arith.subf %x, %y : f32
  %2 = arith.mulf %x, %y : f32
  %3 = arith.divf %x, %y : f32
  %4 = arith.remf %x, %y : f32
  %5 = arith.maximumf %x, %y : f32
  %6 = arith.maxnumf %x, %y : f32
  %7 = arith.minimumf %x, %y : f32
  %8 = arith.minnumf %x, %y : f32
  %9 = arith.negf %x : f32
  %10 = arith.addf %x, %y {foo.bar = 2.5 : f32} : f32
  %11 = arith.negf %x {foo.unit} : f32
  return
}

func.func @float_types(%h: f16, %b: bf16, %d: f64, %e: f80, %q: f128, %t: tf32,
                       %f8: f8E4M3FN, %f8b: f8E5M2, %f4: f4E2M1FN, %f6: f6E3M2FN) {
  %0 = arith.addf %h, %h : f16
  %1 = arith.mulf %b, %b : bf16
  %2 = arith.divf %d, %d : f64
  %3 = arith.subf %e, %e : f80
  %4 = arith.remf %q, %q : f128
  %5 = arith.negf %t : tf32
  %6 = arith.addf %f8, %f8 : f8E4M3FN
  %7 = arith.maximumf %f8b, %f8b : f8E5M2
  %8 = arith.minnumf %f4, %f4 : f4E2M1FN
  %9 = arith.negf %f6 fastmath<nnan> : f6E3M2FN
  return
}
