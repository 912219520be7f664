// FLAGS: --convert-arith-to-spirv
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.3, [Kernel, Int8, Int16, Int64], [SPV_KHR_16bit_storage]>, #spirv.resource_limits<>>} {
  func.func @f0(%arg0: f32) -> f32 {
    %v1 = arith.constant -1 : i8
    %v2 = arith.minui %v1, %v1 : i8
    %v3 = arith.constant 0x7FC00000 : f32
    %v4 = arith.divf %v3, %arg0 : f32
    %v5 = arith.constant true
    %v6 = arith.constant dense<0.5> : vector<4xf32>
    cf.cond_br %v5, ^bb1(%v5 : i1), ^bb2(%v6 : vector<4xf32>)
  ^bb1(%b1_0: i1):
    %v7 = arith.constant 6.550400e+04 : f32
    %v8 = arith.constant 1 : i16
    %v9 = arith.constant dense<[-2.5, 3.0, 0.0, 6.550400e+04]> : vector<4xf32>
    cf.br ^bb2(%v9 : vector<4xf32>)
  ^bb2(%b2_0: vector<4xf32>):
    %v10 = arith.constant dense<[100.0, 100.0, -2.5, 3.0]> : vector<4xf32>
    %v11 = arith.cmpf olt, %b2_0, %v10 : vector<4xf32>
    %v12 = arith.constant dense<-0.0> : vector<4xf32>
    cf.br ^bb2(%v12 : vector<4xf32>)
  }
  func.func @f1(%arg0: i64, %arg1: vector<4xf16>) -> (f32, vector<4xi32>) {
    %v1 = arith.constant false
    %v2 = arith.constant 3.0 : f16
    %v3 = arith.constant 0x7C00 : f16
    %v4 = arith.select %v1, %v2, %v3 : f16
    %v5 = arith.remf %arg1, %arg1 : vector<4xf16>
    %v6 = arith.subf %v3, %v2 : f16
    %v7 = arith.constant false
    %v8 = arith.constant 42 : i32
    cf.cond_br %v7, ^bb1(%v8 : i32), ^bb1(%v8 : i32)
  ^bb1(%b1_0: i32):
    %v9 = arith.constant 3.0 : f16
    %v10 = arith.fptosi %v9 : f16 to i64
    %v11 = arith.maximumf %v9, %v9 : f16
    %v12 = arith.constant 1.0 : f32
    %v13 = func.call @f0(%v12) : (f32) -> (f32)
    %v14 = arith.constant 6.550400e+04 : f32
    %v15 = arith.constant dense<[2, 1, -2147483648, 42]> : vector<4xi32>
    return %v14, %v15 : f32, vector<4xi32>
  }
  func.func @f2() -> vector<2xf32> {
    %v1 = arith.constant 7 : i32
    %v2 = arith.constant 7 : i32
    %v3 = arith.shrsi %v1, %v2 : i32
    %v4 = arith.index_castui %v1 : i32 to index
    %v5 = arith.constant true
    %v6 = arith.select %v5, %v4, %v4 : index
    %v7 = arith.constant dense<[1.0, 1.0]> : vector<2xf32>
    return %v7 : vector<2xf32>
  }
}
