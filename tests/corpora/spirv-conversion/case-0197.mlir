// FLAGS: --convert-arith-to-spirv --convert-func-to-spirv --convert-cf-to-spirv
module {
  func.func @f0(%arg0: f32) -> i16 {
    %v1 = arith.constant 1 : index
    %v2 = arith.xori %v1, %v1 : index
    %v3 = arith.index_castui %v1 : index to i8
    %v4 = arith.constant 3.0 : f32
    %v5 = arith.fptosi %v4 : f32 to i1
    %v6 = arith.cmpf uge, %v4, %arg0 : f32
    %v7 = arith.divui %v1, %v2 : index
    %v8 = arith.constant 0 : i32
    cf.cond_br %v6, ^bb1(%v8 : i32), ^bb1(%v8 : i32)
  ^bb1(%b1_0: i32):
    %v9 = arith.constant 3 : i32
    %v10 = arith.divsi %b1_0, %v9 : i32
    %v11 = arith.constant 2 : i16
    return %v11 : i16
  }
}
