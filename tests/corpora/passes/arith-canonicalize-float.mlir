// FLAGS: --canonicalize
// Negations cancel in mulf and divf (the flags of the outer op stay), and
// the float folds around them.

func.func @negations(%x: f32, %y: f32, %a: f64, %b: f64, %v: vector<4xf16>, %w: vector<4xf16>) -> (f32, f64, vector<4xf16>, f32) {
  %nx = arith.negf %x : f32
  %ny = arith.negf %y fastmath<nnan> : f32
  %0 = arith.mulf %nx, %ny fastmath<fast> : f32
  %na = arith.negf %a : f64
  %nb = arith.negf %b : f64
  %1 = arith.divf %na, %nb fastmath<nnan,ninf> : f64
  %nv = arith.negf %v : vector<4xf16>
  %nw = arith.negf %w : vector<4xf16>
  %2 = arith.mulf %nv, %nw : vector<4xf16>
  // One negation only: kept.
  %3 = arith.divf %nx, %y : f32
  return %0, %1, %2, %3 : f32, f64, vector<4xf16>, f32
}

func.func @double_negation(%x: f32) -> f32 {
  %0 = arith.negf %x : f32
  %1 = arith.negf %0 : f32
  return %1 : f32
}

func.func @float_identities(%x: f32, %y: f64) -> (f32, f32, f32, f32, f32, f32, f64, f64) {
  %one = arith.constant 1.0 : f32
  %zero = arith.constant 0.0 : f32
  %nzero = arith.constant -0.0 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %inf = arith.constant 0x7FF0000000000000 : f64
  %nan = arith.constant 0x7FF8000000000000 : f64
  %0 = arith.mulf %x, %one : f32
  // x * 0 only with nnan and nsz.
  %1 = arith.mulf %x, %zero : f32
  %2 = arith.mulf %x, %zero fastmath<nnan,nsz> : f32
  %3 = arith.addf %x, %nzero : f32
  %4 = arith.subf %x, %zero : f32
  %5 = arith.maximumf %x, %ninf : f32
  %6 = arith.minimumf %y, %inf : f64
  %7 = arith.maxnumf %y, %nan : f64
  return %0, %1, %2, %3, %4, %5, %6, %7 : f32, f32, f32, f32, f32, f32, f64, f64
}

func.func @float_constants() -> (f32, f64, f16, f32, f64, f32) {
  %a = arith.constant 1.5 : f32
  %b = arith.constant 2.25 : f32
  %0 = arith.mulf %a, %b : f32
  %c = arith.constant 0.0 : f64
  // 0 / 0 is the positive default NaN.
  %1 = arith.divf %c, %c : f64
  %h = arith.constant 1.0 : f16
  %h3 = arith.constant 3.0 : f16
  %2 = arith.divf %h, %h3 : f16
  %d = arith.constant 0.1 : f64
  // Not exact in f32: kept.
  %3 = arith.truncf %d : f64 to f32
  %e = arith.constant 0.5 : f32
  %4 = arith.extf %e : f32 to f64
  %5 = arith.truncf %4 downward : f64 to f32
  return %0, %1, %2, %3, %4, %5 : f32, f64, f16, f32, f64, f32
}
