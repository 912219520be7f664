// FLAGS: --convert-func-to-spirv=emulate-lt-32-bit-scalar-types=false
module {
  func.func @f0(%arg0: vector<3xi32>, %arg1: f64, %arg2: i16) {
    %v1 = arith.constant 7 : i32
    %v2 = arith.constant 3 : i32
    %v3 = arith.cmpi ule, %v1, %v2 : i32
    cf.br ^bb1
  ^bb1:
    %v4 = arith.constant 2 : i16
    %v5 = arith.extsi %v4 : i16 to i32
    return
  }
  func.func @f1() -> f16 {
    %v1 = arith.constant false
    %v2 = arith.constant 100.0 : f32
    %v3 = arith.select %v1, %v2, %v2 : f32
    %v4 = arith.constant 3.0 : f16
    return %v4 : f16
  }
}
