// FLAGS: --convert-func-to-spirv=emulate-unsupported-float-types=false
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.5, [Kernel, Int8, Int16, Float64], [SPV_KHR_16bit_storage]>, #spirv.resource_limits<>>} {
  func.func @f0(%arg0: i32, %arg1: i32, %arg2: vector<2xi1>) -> i16 {
    %v1 = arith.constant -2.5 : f32
    %v2 = arith.minnumf %v1, %v1 : f32
    %v3 = arith.select %arg2, %arg2, %arg2 : vector<2xi1>, vector<2xi1>
    %v4 = arith.remsi %arg0, %arg0 : i32
    %v5 = arith.sitofp %arg1 : i32 to f16
    cf.br ^bb1
  ^bb1:
    %v6 = arith.constant dense<3> : vector<8xi32>
    %v7 = arith.uitofp %v6 : vector<8xi32> to vector<8xf32>
    %v8 = arith.constant false
    cf.cond_br %v8, ^bb1, ^bb1
  }
  func.func @f1(%arg0: f32, %arg1: vector<4xf16>) -> i32 {
    %v1 = arith.constant true
    %v2 = arith.constant -2.5 : f32
    %v3 = arith.select %v1, %arg0, %v2 : f32
    %v4 = arith.constant true
    %v5 = arith.uitofp %v4 : i1 to f64
    %v6 = arith.constant 6.550400e+04 : f32
    %v7 = arith.subf %v6, %v3 : f32
    %v8 = arith.constant -1 : i32
    cf.cond_br %v4, ^bb1, ^bb2(%v8 : i32)
  ^bb1:
    %v9 = arith.constant dense<[7, -1, 3]> : vector<3xi32>
    %v10 = arith.constant dense<[1, 1, 3]> : vector<3xi32>
    %v11 = arith.maxsi %v9, %v10 : vector<3xi32>
    %v12 = arith.constant -2147483648 : i32
    cf.br ^bb2(%v12 : i32)
  ^bb2(%b2_0: i32):
    %v13 = arith.uitofp %b2_0 : i32 to f64
    %v14 = arith.constant dense<-1> : vector<2xi32>
    %v15 = arith.constant dense<42> : vector<2xi32>
    %v16 = arith.divui %v14, %v15 : vector<2xi32>
    %v17 = arith.fptoui %arg1 : vector<4xf16> to vector<4xi64>
    %v18 = arith.minsi %b2_0, %b2_0 : i32
    return %v18 : i32
  }
}
