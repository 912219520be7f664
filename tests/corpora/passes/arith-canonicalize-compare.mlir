// FLAGS: --canonicalize
// Comparisons: equality of two extensions compares the narrow values;
// cmpf of a converted integer against a float constant becomes an integer
// comparison or a constant; a constant on the left of cmpi moves right.

func.func @cmpi_of_extensions(%a: i8, %b: i8, %c: i16, %v: vector<4xi8>, %w: vector<4xi8>) -> (i1, i1, i1, i1, i1, i1, vector<4xi1>) {
  %sa = arith.extsi %a : i8 to i32
  %sb = arith.extsi %b : i8 to i32
  %za = arith.extui %a : i8 to i64
  %zb = arith.extui %b : i8 to i64
  %0 = arith.cmpi eq, %sa, %sb : i32
  %1 = arith.cmpi ne, %za, %zb : i64
  // Only eq and ne.
  %2 = arith.cmpi slt, %sa, %sb : i32
  %3 = arith.cmpi ult, %za, %zb : i64
  // Mixed kinds, or sources of different types: kept.
  %sa64 = arith.extsi %a : i8 to i64
  %4 = arith.cmpi eq, %sa64, %zb : i64
  %sc = arith.extsi %c : i16 to i32
  %5 = arith.cmpi ne, %sa, %sc : i32
  %sv = arith.extsi %v : vector<4xi8> to vector<4xi32>
  %sw = arith.extsi %w : vector<4xi8> to vector<4xi32>
  %6 = arith.cmpi eq, %sv, %sw : vector<4xi32>
  return %0, %1, %2, %3, %4, %5, %6 : i1, i1, i1, i1, i1, i1, vector<4xi1>
}

func.func @cmpi_constant_left(%x: i32, %y: index) -> (i1, i1, i1, i1) {
  %c5 = arith.constant 5 : i32
  %c7 = arith.constant 7 : index
  %0 = arith.cmpi slt, %c5, %x : i32
  %1 = arith.cmpi uge, %c7, %y : index
  %2 = arith.cmpi eq, %c5, %x : i32
  %3 = arith.cmpi ne, %c7, %y : index
  return %0, %1, %2, %3 : i1, i1, i1, i1
}

func.func @cmpi_of_booleans(%b: i1, %x: i8) -> (i1, i1, i1, i1) {
  %false = arith.constant false
  %true = arith.constant true
  %c0 = arith.constant 0 : i32
  %0 = arith.cmpi ne, %b, %false : i1
  %1 = arith.cmpi eq, %b, %true : i1
  %e = arith.extui %b : i1 to i32
  %2 = arith.cmpi ne, %e, %c0 : i32
  %s = arith.extsi %b : i1 to i32
  %3 = arith.cmpi ne, %c0, %s : i32
  return %0, %1, %2, %3 : i1, i1, i1, i1
}

func.func @cmpf_int_to_fp(%x: i32, %u: i8) -> (i1, i1, i1, i1, i1, i1, i1, i1) {
  %f = arith.sitofp %x : i32 to f64
  %g = arith.uitofp %u : i8 to f32
  %c10 = arith.constant 10.0 : f64
  %c25 = arith.constant 2.5 : f64
  %cm25 = arith.constant -2.5 : f64
  %c300 = arith.constant 300.0 : f32
  %cm1 = arith.constant -1.0 : f32
  %c255 = arith.constant 255.0 : f32
  // Integral constants compare as integers.
  %0 = arith.cmpf olt, %f, %c10 : f64
  %1 = arith.cmpf ueq, %f, %c10 : f64
  // Fractional constants adjust the predicate, or decide it.
  %2 = arith.cmpf olt, %f, %c25 : f64
  %3 = arith.cmpf ogt, %f, %cm25 : f64
  %4 = arith.cmpf oeq, %f, %c25 : f64
  // Out of the unsigned range: known.
  %5 = arith.cmpf ult, %g, %c300 : f32
  %6 = arith.cmpf oge, %g, %cm1 : f32
  %7 = arith.cmpf ule, %g, %c255 : f32
  return %0, %1, %2, %3, %4, %5, %6, %7 : i1, i1, i1, i1, i1, i1, i1, i1
}

func.func @cmpf_int_to_fp_special(%x: i64, %y: i16) -> (i1, i1, i1, i1, i1, i1) {
  %f = arith.sitofp %x : i64 to f32
  %h = arith.sitofp %y : i16 to f32
  %big = arith.constant 1.0e+10 : f32
  %small = arith.constant 3.0 : f32
  %inf = arith.constant 0x7F800000 : f32
  %nan = arith.constant 0x7FC00000 : f32
  // i64 does not fit f32's significand: 1e10 could round, kept.
  %0 = arith.cmpf olt, %f, %big : f32
  // A small constant cannot be affected by rounding.
  %1 = arith.cmpf olt, %f, %small : f32
  // Infinity is above every i16.
  %2 = arith.cmpf olt, %h, %inf : f32
  // ord and uno are known; a NaN constant is left to the folder.
  %3 = arith.cmpf ord, %h, %small : f32
  %4 = arith.cmpf uno, %h, %small : f32
  %5 = arith.cmpf olt, %h, %nan : f32
  return %0, %1, %2, %3, %4, %5 : i1, i1, i1, i1, i1, i1
}

func.func @cmpf_no_match(%a: f32, %x: i32) -> (i1, i1) {
  %c = arith.constant 1.0 : f32
  // Not a conversion.
  %0 = arith.cmpf olt, %a, %c : f32
  // Not a constant.
  %f = arith.sitofp %x : i32 to f32
  %1 = arith.cmpf olt, %f, %a : f32
  return %0, %1 : i1, i1
}
