// FLAGS: --convert-arith-to-spirv
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.5, [Kernel, Int16, Int64, Float16], [SPV_KHR_8bit_storage]>, #spirv.resource_limits<>>} {
  func.func @f0(%arg0: i32, %arg1: f32, %arg2: i32, %arg3: f32) {
    %v1 = arith.maxui %arg2, %arg0 : i32
    %v2 = arith.cmpi sgt, %v1, %v1 : i32
    %v3 = arith.constant -2.5 : f32
    %v4 = arith.bitcast %v3 : f32 to i32
    %v5 = arith.divf %arg3, %arg3 : f32
    func.call @f0(%v4, %arg3, %v4, %arg3) : (i32, f32, i32, f32) -> ()
    return
  }
  func.func @f1(%arg0: f32) {
    %v1 = arith.constant dense<-2147483648> : vector<2xi32>
    %v2 = arith.constant dense<0.5> : vector<3xf32>
    %v3 = arith.minimumf %v2, %v2 : vector<3xf32>
    %v4 = arith.constant false
    %v5 = arith.constant 6.550400e+04 : f16
    cf.cond_br %v4, ^bb1(%v5 : f16), ^bb1(%v5 : f16)
  ^bb1(%b1_0: f16):
    %v6 = arith.mulf %b1_0, %b1_0 : f16
    %v7 = arith.remf %v6, %v6 : f16
    %v8 = arith.constant false
    %v9 = arith.constant 3 : i8
    cf.cond_br %v8, ^bb2(%v9 : i8), ^bb2(%v9 : i8)
  ^bb2(%b2_0: i8):
    %v10 = arith.remf %arg0, %arg0 : f32
    %v11 = arith.constant 42 : i8
    %v12 = arith.ori %b2_0, %v11 : i8
    %v13 = arith.constant true
    %v14 = arith.select %v13, %v10, %arg0 : f32
    %v15 = arith.andi %b2_0, %b2_0 : i8
    return
  }
  func.func @f2(%arg0: i32, %arg1: f16, %arg2: vector<2xindex>) -> i16 {
    %v1 = arith.fptoui %arg1 : f16 to i8
    %v2 = arith.constant -2.5 : f32
    func.call @f0(%arg0, %v2, %arg0, %v2) : (i32, f32, i32, f32) -> ()
    %v3 = arith.negf %v2 : f32
    %v4 = arith.constant dense<3.0> : vector<4xf16>
    %v5 = arith.addf %v4, %v4 : vector<4xf16>
    %v6 = arith.constant dense<[3.0, -2.5, 100.0, 0.5]> : vector<4xf16>
    %v7 = arith.fptosi %v6 : vector<4xf16> to vector<4xi64>
    %v8 = arith.constant 42 : i16
    return %v8 : i16
  }
}
