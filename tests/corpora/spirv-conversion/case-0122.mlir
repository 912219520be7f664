// FLAGS: --convert-cf-to-spirv
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Shader, Int16, Int64, Float16, Float64], [SPV_KHR_storage_buffer_storage_class, SPV_KHR_8bit_storage, SPV_KHR_16bit_storage]>, #spirv.resource_limits<>>} {
  func.func @f0(%arg0: i32, %arg1: i32) {
    %v1 = arith.constant 100.0 : f64
    %v2 = arith.constant 100.0 : f64
    %v3 = arith.minnumf %v1, %v2 : f64
    %v4 = arith.constant dense<42> : vector<3xindex>
    %v5 = arith.constant false
    cf.cond_br %v5, ^bb2, ^bb2
  ^bb1(%b1_0: i32, %b1_1: vector<4xi32>):
    %v6 = arith.constant dense<[2147483647, -1, 42, 1]> : vector<4xi32>
    %v7 = arith.trunci %v6 : vector<4xi32> to vector<4xi16>
    %v8 = arith.sitofp %arg0 : i32 to f32
    %v9 = arith.constant -0.0 : f32
    %v10 = arith.mulf %v8, %v9 : f32
    %v11 = arith.constant false
    cf.cond_br %v11, ^bb2, ^bb2
  ^bb2:
    %v12 = arith.minui %arg1, %arg0 : i32
    return
  }
  func.func @f1(%arg0: f32, %arg1: i32) -> (vector<2xi32>, f64) {
    %v1 = arith.minimumf %arg0, %arg0 : f32
    %v2 = arith.constant 0.5 : f32
    %v3 = arith.cmpf ord, %arg0, %v2 : f32
    %v4 = arith.constant false
    %v5 = arith.constant dense<3> : vector<2xi32>
    cf.cond_br %v4, ^bb1(%v5 : vector<2xi32>), ^bb1(%v5 : vector<2xi32>)
  ^bb1(%b1_0: vector<2xi32>):
    %v6 = arith.cmpf one, %arg0, %arg0 : f32
    %v7 = arith.subi %arg1, %arg1 overflow<nsw, nuw> : i32
    %v8 = arith.constant 0.0 : f64
    return %b1_0, %v8 : vector<2xi32>, f64
  }
  func.func @f2(%arg0: f16, %arg1: vector<4xf64>) -> i32 {
    %v1 = arith.constant dense<100.0> : vector<4xf64>
    %v2 = arith.fptoui %v1 : vector<4xf64> to vector<4xi32>
    %v3 = arith.constant true
    %v4 = arith.select %v3, %arg0, %arg0 : f16
    %v5 = arith.constant dense<[42, 1]> : vector<2xi32>
    cf.cond_br %v3, ^bb1, ^bb2(%v2, %v5 : vector<4xi32>, vector<2xi32>)
  ^bb1:
    %v6 = arith.constant dense<0.0> : vector<4xf64>
    %v7 = arith.truncf %v6 : vector<4xf64> to vector<4xf16>
    %v8 = arith.constant false
    %v9 = arith.constant dense<7> : vector<4xi32>
    %v10 = arith.constant dense<[65536, 2]> : vector<2xi32>
    %v11 = arith.constant dense<[1, -1]> : vector<2xi32>
    cf.cond_br %v8, ^bb2(%v9, %v10 : vector<4xi32>, vector<2xi32>), ^bb2(%v9, %v11 : vector<4xi32>, vector<2xi32>)
  ^bb2(%b2_0: vector<4xi32>, %b2_1: vector<2xi32>):
    %v12 = arith.constant 7 : i32
    func.call @f0(%v12, %v12) : (i32, i32) -> ()
    %v13 = arith.constant 7 : i64
    %v14 = arith.xori %v13, %v13 : i64
    return %v12 : i32
  }
}
