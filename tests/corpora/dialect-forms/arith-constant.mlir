// arith.constant and the result names the printer gives it: %c42_i32,
// %c3 for index, %c-1_i32, %true and %false, %cst for floats and
// aggregates, and suffixes (%cst_0, %c42_i32_1) on name collisions.

func.func @ints() {
  %0 = arith.constant 42 : i32
  %1 = arith.constant 42 : i32
  %2 = arith.constant 3 : index
  %3 = arith.constant 3 : index
  %4 = arith.constant -1 : i32
  %5 = arith.constant 0 : i64
  %6 = arith.constant 255 : i8
  %7 = arith.constant -128 : i8
  %8 = arith.constant 1 : i1
  %9 = arith.constant 0 : i1
  %10 = arith.constant true
  %11 = arith.constant false
  %12 = arith.constant 123456789012345678901234567890 : i128
  %13 = arith.constant -9223372036854775808 : i64
  %14 = arith.constant 7 : i7
  %15 = arith.constant 0 : index
  %16 = arith.constant -5 : index
  %17 = arith.constant {foo.unit} 42 : i32
  "foo.use"(%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17) : (i32, i32, index, index, i32, i64, i8, i8, i1, i1, i1, i1, i128, i64, i7, index, index, i32) -> ()
  return
}

func.func @floats() {
  %0 = arith.constant 1.0 : f32
  %1 = arith.constant 1.0 : f32
  %2 = arith.constant -0.0 : f64
  %3 = arith.constant 0x7FC00000 : f32
  %4 = arith.constant 0x7F800000 : f32
  %5 = arith.constant 3.140000e+00 : f16
  %6 = arith.constant 1.0e+10 : bf16
  %7 = arith.constant 0.1 : f64
  %8 = arith.constant 2.5 : f8E4M3FN
  %9 = arith.constant {foo.attr = 1 : i64} 1.5 : f32
  "foo.use"(%0, %1, %2, %3, %4, %5, %6, %7, %8, %9) : (f32, f32, f64, f32, f32, f16, bf16, f64, f8E4M3FN, f32) -> ()
  return
}

func.func @aggregates() {
  %0 = arith.constant dense<0> : vector<4xi32>
  %1 = arith.constant dense<[1, 2, 3, 4]> : vector<4xi32>
  %2 = arith.constant dense<1.5> : tensor<2x2xf32>
  %3 = arith.constant dense<[true, false]> : vector<2xi1>
  %4 = arith.constant dense<[[1, 2], [3, 4]]> : tensor<2x2xindex>
  %5 = arith.constant sparse<[[0, 0]], [1.0]> : tensor<2x2xf32>
  %6 = arith.constant dense<0.0> : vector<[4]xf32>
  %7 = arith.constant dense<> : tensor<0xi32>
  "foo.use"(%0, %1, %2, %3, %4, %5, %6, %7) : (vector<4xi32>, vector<4xi32>, tensor<2x2xf32>, vector<2xi1>, tensor<2x2xindex>, tensor<2x2xf32>, vector<[4]xf32>, tensor<0xi32>) -> ()
  return
}

func.func @collisions(%arg0: i32) {
  %c42_i32 = "foo.def"() : () -> i32
  %0 = arith.constant 42 : i32
  %cst = "foo.def"() : () -> f32
  %1 = arith.constant 2.0 : f32
  %true = "foo.def"() : () -> i1
  %2 = arith.constant true
  %c1 = arith.constant 1 : index
  "foo.region"() ({
    %3 = arith.constant 1 : index
    %4 = arith.constant 2.0 : f32
    "foo.use"(%3, %4) : (index, f32) -> ()
  }) : () -> ()
  %5 = arith.constant 1 : index
  "foo.use"(%0, %1, %2, %c1, %5) : (i32, f32, i1, index, index) -> ()
  return
}
