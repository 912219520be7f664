// FLAGS: --canonicalize
// Cast patterns: index casts of index casts and of extensions, bitcasts of
// bitcasts, extsi of extui, truncations of extensions and of arithmetic
// right shifts, float truncations of integer conversions; and the
// in-place folds of extension and truncation chains.

func.func @index_casts(%x: i32, %y: i8, %i: index) -> (i32, i32, i64, index, index, i16) {
  // index_cast(index_cast(x)) -> x when the types agree.
  %0 = arith.index_cast %x : i32 to index
  %1 = arith.index_cast %0 : index to i32
  %2 = arith.index_castui %x : i32 to index
  %3 = arith.index_castui %2 : index to i32
  // Other types: kept.
  %4 = arith.index_cast %0 : index to i64
  // index_cast(extsi(y)) -> index_cast(y); likewise index_castui of extui.
  %5 = arith.extsi %y : i8 to i64
  %6 = arith.index_cast %5 : i64 to index
  %7 = arith.extui %y : i8 to i64
  %8 = arith.index_castui %7 : i64 to index
  // Mixed signedness: kept.
  %9 = arith.index_castui %i : index to i16
  %10 = arith.index_cast %9 : i16 to index
  %11 = arith.index_cast %10 : index to i16
  return %1, %3, %4, %6, %8, %11 : i32, i32, i64, index, index, i16
}

func.func @index_casts_vector(%v: vector<4xi32>) -> (vector<4xi32>, vector<4xindex>) {
  %0 = arith.index_cast %v : vector<4xi32> to vector<4xindex>
  %1 = arith.index_cast %0 : vector<4xindex> to vector<4xi32>
  %2 = arith.extsi %v : vector<4xi32> to vector<4xi64>
  %3 = arith.index_cast %2 : vector<4xi64> to vector<4xindex>
  return %1, %3 : vector<4xi32>, vector<4xindex>
}

func.func @bitcasts(%x: i32, %f: f64) -> (i32, f32, f64, i64) {
  %0 = arith.bitcast %x : i32 to f32
  %1 = arith.bitcast %0 : f32 to i32
  %2 = arith.bitcast %x : i32 to f32
  %3 = arith.bitcast %2 : f32 to f32
  %4 = arith.bitcast %f : f64 to i64
  %5 = arith.bitcast %4 : i64 to f64
  %6 = arith.bitcast %5 : f64 to i64
  return %1, %3, %5, %6 : i32, f32, f64, i64
}

func.func @extensions(%x: i8, %v: vector<2xi1>) -> (i64, i64, i64, vector<2xi32>) {
  // extsi(extui(x)) -> extui(x)
  %0 = arith.extui %x : i8 to i16
  %1 = arith.extsi %0 : i16 to i64
  // extui(extui(x)) and extsi(extsi(x)) fold in place.
  %2 = arith.extui %x : i8 to i32
  %3 = arith.extui %2 : i32 to i64
  %4 = arith.extsi %x : i8 to i32
  %5 = arith.extsi %4 : i32 to i64
  %6 = arith.extui %v : vector<2xi1> to vector<2xi8>
  %7 = arith.extsi %6 : vector<2xi8> to vector<2xi32>
  return %1, %3, %5, %7 : i64, i64, i64, vector<2xi32>
}

func.func @truncations(%x: i8, %y: i32, %z: i64) -> (i16, i16, i8, i8, i16, i8) {
  // trunci(extsi(x)) -> extsi(x) when x is narrower than the result.
  %0 = arith.extsi %x : i8 to i64
  %1 = arith.trunci %0 : i64 to i16
  %2 = arith.extui %x : i8 to i32
  %3 = arith.trunci %2 overflow<nsw> : i32 to i16
  // The same width: the source.
  %4 = arith.trunci %0 : i64 to i8
  // x wider than the result: the truncation reads x (in place).
  %5 = arith.extsi %y : i32 to i64
  %6 = arith.trunci %5 : i64 to i8
  // trunci(trunci(z)) reads z (in place).
  %7 = arith.trunci %z : i64 to i32
  %8 = arith.trunci %7 overflow<nuw> : i32 to i16
  %9 = arith.trunci %8 : i16 to i8
  return %1, %3, %4, %6, %8, %9 : i16, i16, i8, i8, i16, i8
}

func.func @truncations_vector(%v: vector<4xi8>) -> vector<4xi16> {
  %0 = arith.extui %v : vector<4xi8> to vector<4xi64>
  %1 = arith.trunci %0 : vector<4xi64> to vector<4xi16>
  return %1 : vector<4xi16>
}

func.func @trunci_of_shrsi(%x: i64, %y: i32, %v: vector<2xi32>) -> (i32, i8, vector<2xi16>, i32, i16) {
  // The shift drops exactly the truncated bits: shrui.
  %c32 = arith.constant 32 : i64
  %0 = arith.shrsi %x, %c32 exact : i64
  %1 = arith.trunci %0 overflow<nsw> : i64 to i32
  %c24 = arith.constant 24 : i32
  %2 = arith.shrsi %y, %c24 : i32
  %3 = arith.trunci %2 : i32 to i8
  %s16 = arith.constant dense<16> : vector<2xi32>
  %4 = arith.shrsi %v, %s16 : vector<2xi32>
  %5 = arith.trunci %4 : vector<2xi32> to vector<2xi16>
  // Another amount: kept.
  %c31 = arith.constant 31 : i64
  %6 = arith.shrsi %x, %c31 : i64
  %7 = arith.trunci %6 : i64 to i32
  %c8 = arith.constant 8 : i32
  %8 = arith.shrsi %y, %c8 : i32
  %9 = arith.trunci %8 : i32 to i16
  return %1, %3, %5, %7, %9 : i32, i8, vector<2xi16>, i32, i16
}

func.func @truncf_of_conversions(%x: i32, %y: i64) -> (f32, f16, f32, f32) {
  %0 = arith.sitofp %x : i32 to f64
  %1 = arith.truncf %0 : f64 to f32
  %2 = arith.uitofp %y : i64 to f32
  %3 = arith.truncf %2 fastmath<fast> : f32 to f16
  // A rounding mode, even the default one written out: kept.
  %4 = arith.truncf %0 to_nearest_even : f64 to f32
  %5 = arith.truncf %0 downward : f64 to f32
  return %1, %3, %4, %5 : f32, f16, f32, f32
}

func.func @float_extension_chains(%h: f16, %f: f64) -> (f16, f32) {
  // truncf(extf(h)) to h's type: h.
  %0 = arith.extf %h : f16 to f64
  %1 = arith.truncf %0 : f64 to f16
  // truncf(extf(f)) with f wider than the result: in place.
  %2 = arith.extf %f : f64 to f128
  %3 = arith.truncf %2 : f128 to f32
  return %1, %3 : f16, f32
}
