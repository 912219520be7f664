// The optional rounding mode of truncf and scaling_truncf may be written
// as a string, like every enum attribute of a declarative format.

func.func @f(%d: f64, %x: f32, %s: f8E8M0FNU) {
  %0 = arith.truncf %d "downward" : f64 to f32
  %1 = arith.truncf %d "to_nearest_away" fastmath<fast> : f64 to f32
  %2 = arith.scaling_truncf %x, %s "upward" : f32, f8E8M0FNU to f4E2M1FN
  return
}
