// FLAGS: --convert-cf-to-spirv
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.6, [Shader, Int16, Int64, Float64], [SPV_KHR_16bit_storage]>, #spirv.resource_limits<>>} {
  func.func @f0(%arg0: i32) {
    %v1 = arith.constant 0.5 : f32
    %v2 = arith.divf %v1, %v1 : f32
    %v3 = arith.constant 100.0 : f32
    %v4 = arith.cmpf olt, %v3, %v3 : f32
    %v5 = arith.constant 0x7FC00000 : f32
    %v6 = arith.minnumf %v1, %v5 : f32
    %v7 = arith.constant 1000 : i16
    %v8 = arith.constant 3 : i16
    %v9 = arith.cmpi slt, %v7, %v8 : i16
    %v10 = arith.constant 2 : i32
    cf.br ^bb1(%arg0, %v10 : i32, i32)
  ^bb1(%b1_0: i32, %b1_1: i32):
    %v11 = arith.constant dense<[0.5, 0.0]> : vector<2xf16>
    %v12 = arith.constant dense<[6.550400e+04, -2.5]> : vector<2xf16>
    %v13 = arith.minimumf %v11, %v12 : vector<2xf16>
    return
  }
  func.func @f1(%arg0: i1, %arg1: f32, %arg2: f32) -> vector<3xf32> {
    %v1 = arith.sitofp %arg0 : i1 to f16
    cf.br ^bb1
  ^bb1:
    %v2 = arith.constant 2 : i32
    %v3 = arith.constant 3 : i32
    %v4 = arith.minui %v2, %v3 : i32
    %v5 = arith.shrsi %v2, %v4 : i32
    %v6 = arith.divf %arg2, %arg2 : f32
    func.call @f0(%v5) : (i32) -> ()
    %v7 = arith.negf %v6 : f32
    %v8 = arith.constant dense<0.5> : vector<3xf32>
    return %v8 : vector<3xf32>
  }
}
