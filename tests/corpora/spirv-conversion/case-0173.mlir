// FLAGS: --convert-cf-to-spirv=emulate-unsupported-float-types=false
module {
  func.func @f0() {
    %v1 = arith.constant dense<[0.5, -0.0]> : vector<2xf32>
    %v2 = arith.minimumf %v1, %v1 : vector<2xf32>
    %v3 = arith.constant true
    %v4 = arith.constant 2 : i32
    %v5 = arith.constant 4294967296 : i64
    cf.cond_br %v3, ^bb1(%v4, %v5 : i32, i64), ^bb1(%v4, %v5 : i32, i64)
  ^bb1(%b1_0: i32, %b1_1: i64):
    %v6 = arith.constant dense<0.0> : vector<3xf32>
    %v7 = arith.index_cast %b1_1 : i64 to index
    %v8 = arith.constant false
    %v9 = arith.extsi %v8 : i1 to i32
    %v10 = arith.constant 4294967296 : i64
    %v11 = arith.minsi %v10, %b1_1 : i64
    %v12 = arith.maxui %b1_0, %b1_0 : i32
    return
  }
  func.func @f1(%arg0: vector<4xi1>, %arg1: vector<4xi1>, %arg2: f64) {
    %v1 = arith.constant 1.0 : f64
    %v2 = arith.truncf %v1 : f64 to f32
    %v3 = arith.constant false
    %v4 = arith.constant 3 : i32
    cf.cond_br %v3, ^bb1(%v4 : i32), ^bb1(%v4 : i32)
  ^bb1(%b1_0: i32):
    %v5 = arith.constant 1.0 : f32
    %v6 = arith.constant dense<[3, 0, 2]> : vector<3xindex>
    %v7 = arith.cmpi sle, %v6, %v6 : vector<3xindex>
    func.call @f1(%arg1, %arg0, %arg2) : (vector<4xi1>, vector<4xi1>, f64) -> ()
    return
  }
}
