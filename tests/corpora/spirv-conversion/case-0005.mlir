// FLAGS: --convert-cf-to-spirv=emulate-unsupported-float-types=false
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Shader, Int16, Float16, Float64, Vector16], [SPV_KHR_16bit_storage]>, #spirv.resource_limits<>>} {
  func.func @f0(%arg0: vector<4xi32>, %arg1: i64, %arg2: f32) -> vector<1xf16> {
    %v1 = arith.negf %arg2 : f32
    %v2 = func.call @f0(%arg0, %arg1, %arg2) : (vector<4xi32>, i64, f32) -> (vector<1xf16>)
    %v3 = arith.constant 7 : i64
    %v4 = arith.cmpi ne, %arg1, %v3 : i64
    %v5 = arith.constant 2 : i64
    %v6 = arith.constant 2 : i64
    %v7 = arith.remsi %v5, %v6 : i64
    %v8 = arith.cmpi uge, %v4, %v4 : i1
    cf.cond_br %v4, ^bb1, ^bb1
  ^bb1:
    %v9 = arith.remui %arg1, %arg1 : i64
    %v10 = arith.constant dense<1> : vector<4xi32>
    %v11 = arith.bitcast %v10 : vector<4xi32> to vector<4xi32>
    %v12 = arith.maxsi %arg0, %v10 : vector<4xi32>
    %v13 = arith.constant dense<[6.550400e+04]> : vector<1xf16>
    return %v13 : vector<1xf16>
  }
  func.func @f1(%arg0: vector<4xindex>) {
    %v1 = arith.constant 0.5 : f16
    %v2 = arith.remf %v1, %v1 : f16
    %v3 = arith.constant 0 : i8
    %v4 = arith.constant false
    %v5 = arith.constant 1 : i32
    cf.cond_br %v4, ^bb1(%v5 : i32), ^bb1(%v5 : i32)
  ^bb1(%b1_0: i32):
    %v6 = arith.constant 1.0 : f16
    %v7 = arith.cmpf uge, %v6, %v6 : f16
    return
  }
}
