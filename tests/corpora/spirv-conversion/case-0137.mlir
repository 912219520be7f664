// FLAGS: --convert-arith-to-spirv
module {
  func.func @f0(%arg0: f32, %arg1: i32, %arg2: f32) {
    %v1 = arith.constant true
    %v2 = arith.constant dense<[-0.0, 0.0, 100.0, -0.0]> : vector<4xf32>
    %v3 = arith.select %v1, %v2, %v2 : vector<4xf32>
    %v4 = arith.constant dense<[2]> : vector<1xi32>
    cf.br ^bb1(%v4 : vector<1xi32>)
  ^bb1(%b1_0: vector<1xi32>):
    %v5 = arith.maximumf %arg2, %arg2 : f32
    %v6 = arith.constant 0.0 : f16
    return
  }
}
