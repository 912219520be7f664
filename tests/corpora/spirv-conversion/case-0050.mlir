// FLAGS: --convert-arith-to-spirv=emulate-unsupported-float-types=false
module {
  func.func @f0(%arg0: vector<2xi16>) -> f64 {
    %v1 = arith.constant dense<[1, -1]> : vector<2xi16>
    %v2 = arith.constant dense<[2, 7]> : vector<2xi16>
    %v3 = arith.shrui %v1, %v2 : vector<2xi16>
    %v4 = arith.constant 0.5 : f64
    %v5 = arith.negf %v4 : f64
    %v6 = arith.constant 100.0 : f64
    return %v6 : f64
  }
  func.func @f1(%arg0: i16, %arg1: f32) -> i32 {
    %v1 = arith.sitofp %arg0 : i16 to f64
    %v2 = arith.minui %arg0, %arg0 : i16
    %v3 = arith.constant false
    %v4 = arith.select %v3, %v1, %v1 : f64
    %v5 = arith.constant dense<[0.5, -2.5]> : vector<2xf32>
    %v6 = arith.constant 0.5 : f32
    cf.cond_br %v3, ^bb1(%arg1, %v5 : f32, vector<2xf32>), ^bb1(%v6, %v5 : f32, vector<2xf32>)
  ^bb1(%b1_0: f32, %b1_1: vector<2xf32>):
    %v7 = arith.constant 3 : i16
    %v8 = arith.constant -1 : i16
    %v9 = arith.shrsi %v7, %v8 : i16
    %v10 = arith.constant 2 : i32
    return %v10 : i32
  }
}
