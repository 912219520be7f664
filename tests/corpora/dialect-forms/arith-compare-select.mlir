// Every predicate of arith.cmpi and arith.cmpf, and arith.select with a
// scalar condition and with a vector or tensor condition.

func.func @cmpi(%a: i32, %b: i32, %i: index, %j: index) {
  %0 = arith.cmpi eq, %a, %b : i32
  %1 = arith.cmpi ne, %a, %b : i32
  %2 = arith.cmpi slt, %a, %b : i32
  %3 = arith.cmpi sle, %a, %b : i32
  %4 = arith.cmpi sgt, %a, %b : i32
  %5 = arith.cmpi sge, %a, %b : i32
  %6 = arith.cmpi ult, %a, %b : i32
  %7 = arith.cmpi ule, %a, %b : i32
  %8 = arith.cmpi ugt, %a, %b : i32
  %9 = arith.cmpi uge, %a, %b : i32
  %10 = arith.cmpi eq, %i, %j : index
  %11 = arith.cmpi slt, %i, %j {foo.unit} : index
  return
}

func.func @cmpf(%x: f32, %y: f32, %d: f64) {
  %0 = arith.cmpf false, %x, %y : f32
  %1 = arith.cmpf oeq, %x, %y : f32
  %2 = arith.cmpf ogt, %x, %y : f32
  %3 = arith.cmpf oge, %x, %y : f32
  %4 = arith.cmpf olt, %x, %y : f32
  %5 = arith.cmpf ole, %x, %y : f32
  %6 = arith.cmpf one, %x, %y : f32
  %7 = arith.cmpf ord, %x, %y : f32
  %8 = arith.cmpf ueq, %x, %y : f32
  %9 = arith.cmpf ugt, %x, %y : f32
  %10 = arith.cmpf uge, %x, %y : f32
  %11 = arith.cmpf ult, %x, %y : f32
  %12 = arith.cmpf ule, %x, %y : f32
  %13 = arith.cmpf une, %x, %y : f32
  %14 = arith.cmpf uno, %x, %y : f32
  %15 = arith.cmpf true, %x, %y : f32
  %16 = arith.cmpf ult, %d, %d fastmath<fast> {foo.unit} : f64
  return
}

func.func @select(%c: i1, %a: i32, %b: i32, %x: f32, %vc: vector<4xi1>,
                  %va: vector<4xf32>, %tc: tensor<2x?xi1>, %ta: tensor<2x?xi64>) {
  %0 = arith.select %c, %a, %b : i32
  %1 = arith.select %c, %x, %x : f32
  %2 = arith.select %c, %va, %va : vector<4xf32>
  %3 = arith.select %vc, %va, %va : vector<4xi1>, vector<4xf32>
  %4 = arith.select %tc, %ta, %ta : tensor<2x?xi1>, tensor<2x?xi64>
  %5 = arith.select %c, %ta, %ta : tensor<2x?xi64>
  %6 = arith.select %c, %a, %b {foo.attr = 1 : i64} : i32
  %7 = arith.select %vc, %va, %va {foo.unit} : vector<4xi1>, vector<4xf32>
  %m = "foo.def"() : () -> memref<4xf32>
  %8 = arith.select %c, %m, %m : memref<4xf32>
  return
}
