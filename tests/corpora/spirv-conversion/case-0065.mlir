// FLAGS: --convert-cf-to-spirv=emulate-unsupported-float-types=false
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.4, [Kernel, Int8, Int16, Int64, Float64], [SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<>>} {
  func.func @f0() {
    %v1 = arith.constant 9223372036854775807 : i64
    %v2 = arith.shrsi %v1, %v1 : i64
    %v3 = arith.constant false
    cf.cond_br %v3, ^bb1, ^bb1
  ^bb1:
    %v4 = arith.constant 0.0 : f32
    %v5 = arith.minnumf %v4, %v4 : f32
    %v6 = arith.constant true
    cf.cond_br %v6, ^bb2, ^bb2
  ^bb2:
    %v7 = arith.constant true
    %v8 = arith.constant false
    %v9 = arith.andi %v7, %v8 : i1
    %v10 = arith.constant dense<42> : vector<4xi16>
    %v11 = arith.minui %v10, %v10 : vector<4xi16>
    %v12 = arith.constant -0.0 : f32
    %v13 = arith.remf %v12, %v12 : f32
    %v14 = arith.constant dense<[2, 2, 0, 42]> : vector<4xi16>
    %v15 = arith.maxsi %v11, %v14 : vector<4xi16>
    %v16 = arith.constant 6.550400e+04 : f32
    %v17 = arith.addf %v16, %v16 : f32
    return
  }
  func.func @f1(%arg0: i32, %arg1: f32, %arg2: f16) -> i64 {
    %v1 = arith.mulf %arg1, %arg1 : f32
    %v2 = arith.constant 3.0 : f16
    %v3 = arith.maximumf %arg2, %v2 : f16
    %v4 = arith.constant 1.0 : f16
    %v5 = arith.subf %arg2, %v4 : f16
    %v6 = arith.constant true
    %v7 = arith.constant 1 : i16
    %v8 = arith.select %v6, %v7, %v7 : i16
    %v9 = arith.constant 0 : i32
    %v10 = arith.ori %arg0, %v9 : i32
    cf.br ^bb1
  ^bb1:
    %v11 = arith.constant -1 : i32
    %v12 = arith.minsi %arg0, %v11 : i32
    %v13 = arith.constant -1 : i32
    %v14 = arith.constant true
    %v15 = arith.constant dense<6.550400e+04> : vector<2xf32>
    %v16 = arith.constant dense<0.0> : vector<2xf32>
    cf.cond_br %v14, ^bb2(%v15, %v15 : vector<2xf32>, vector<2xf32>), ^bb2(%v16, %v15 : vector<2xf32>, vector<2xf32>)
  ^bb2(%b2_0: vector<2xf32>, %b2_1: vector<2xf32>):
    %v17 = arith.constant 1.0 : f64
    %v18 = arith.constant dense<[100.0, 0.5]> : vector<2xf32>
    %v19 = arith.minnumf %v18, %v18 : vector<2xf32>
    %v20 = arith.shli %arg0, %arg0 overflow<nsw, nuw> : i32
    func.call @f0() : () -> ()
    %v21 = arith.constant 3 : i64
    return %v21 : i64
  }
}
