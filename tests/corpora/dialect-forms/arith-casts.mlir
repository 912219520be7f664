// Cast ops of the arith dialect: integer and float extensions and
// truncations, int/float conversions, index casts, bitcasts and the
// scaling conversions, with every rounding mode of truncf.

func.func @int_casts(%a: i8, %b: i32, %i: index, %w: i64) {
  %0 = arith.extsi %a : i8 to i32
  %1 = arith.extui %a : i8 to i64
  %2 = arith.trunci %b : i32 to i8
  %3 = arith.index_cast %b : i32 to index
  %4 = arith.index_cast %i : index to i64
  %5 = arith.index_castui %b : i32 to index
  %6 = arith.index_castui %i : index to i32
  %7 = arith.bitcast %b : i32 to f32
  %8 = arith.bitcast %w : i64 to f64
  %9 = arith.bitcast %b : i32 to i32
  %10 = arith.extsi %a {foo.unit} : i8 to i16
  %11 = arith.index_cast %i {foo.attr = 1 : i64} : index to i32
  return
}

func.func @float_casts(%x: f32, %d: f64, %h: f16, %b: i32, %w: i64) {
  %0 = arith.extf %x : f32 to f64
  %1 = arith.extf %h : f16 to f32
  %2 = arith.truncf %d : f64 to f32
  %3 = arith.truncf %d to_nearest_even : f64 to f32
  %4 = arith.truncf %d downward : f64 to f32
  %5 = arith.truncf %d upward : f64 to f32
  %6 = arith.truncf %d toward_zero : f64 to f32
  %7 = arith.truncf %d to_nearest_away : f64 to f32
  %8 = arith.truncf %x toward_zero {foo.unit} : f32 to f16
  %9 = arith.sitofp %b : i32 to f32
  %10 = arith.uitofp %w : i64 to f64
  %11 = arith.fptosi %x : f32 to i32
  %12 = arith.fptoui %d : f64 to i64
  %13 = arith.bitcast %x : f32 to i32
  %14 = arith.bitcast %h : f16 to bf16
  %15 = arith.uitofp %b {foo.attr = "x"} : i32 to f16
  return
}

func.func @scaling(%x: f32, %s: f8E8M0FNU, %f4: f4E2M1FN, %b: bf16) {
  %0 = arith.scaling_truncf %x, %s : f32, f8E8M0FNU to f4E2M1FN
  %1 = arith.scaling_truncf %x, %s downward : f32, f8E8M0FNU to f4E2M1FN
  %2 = arith.scaling_truncf %x, %s to_nearest_even fastmath<fast> : f32, f8E8M0FNU to f4E2M1FN
  %3 = arith.scaling_truncf %x, %s fastmath<nnan> : f32, f8E8M0FNU to f4E2M1FN
  %4 = arith.scaling_extf %f4, %s : f4E2M1FN, f8E8M0FNU to f32
  %5 = arith.scaling_extf %f4, %s fastmath<fast> : f4E2M1FN, f8E8M0FNU to bf16
  %6 = arith.scaling_extf %f4, %s {foo.unit} : f4E2M1FN, f8E8M0FNU to f32
  %7 = arith.scaling_truncf %b, %s upward {foo.unit} : bf16, f8E8M0FNU to f4E2M1FN
  return
}
