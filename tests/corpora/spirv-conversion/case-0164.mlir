// FLAGS: --convert-arith-to-spirv=emulate-unsupported-float-types=false
module {
  func.func @f0(%arg0: vector<4xi32>) {
    func.call @f0(%arg0) : (vector<4xi32>) -> ()
    %v1 = arith.sitofp %arg0 : vector<4xi32> to vector<4xf16>
    %v2 = arith.xori %arg0, %arg0 : vector<4xi32>
    %v3 = arith.constant false
    %v4 = arith.constant 3 : i32
    cf.cond_br %v3, ^bb1, ^bb2(%v4 : i32)
  ^bb1:
    %v5 = arith.constant true
    %v6 = arith.constant dense<0> : vector<4xi32>
    %v7 = arith.select %v5, %arg0, %v6 : vector<4xi32>
    %v8 = arith.constant 100.0 : f32
    %v9 = arith.constant 1.0 : f32
    %v10 = arith.cmpf oge, %v8, %v9 : f32
    %v11 = arith.constant 2 : i32
    cf.br ^bb2(%v11 : i32)
  ^bb2(%b2_0: i32):
    %v12 = arith.constant 3 : i16
    return
  }
}
