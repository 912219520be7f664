// FLAGS: --convert-arith-to-spirv --convert-func-to-spirv --convert-cf-to-spirv
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Shader, Int8, Int16, Int64, Float16, Vector16], [SPV_KHR_16bit_storage]>, #spirv.resource_limits<>>} {
  func.func @f0(%arg0: f32) {
    %v1 = arith.fptosi %arg0 : f32 to i1
    %v2 = arith.constant 0.5 : f32
    %v3 = arith.constant true
    cf.cond_br %v3, ^bb1, ^bb1
  ^bb1:
    %v4 = arith.constant 0 : i32
    %v5 = arith.ori %v4, %v4 : i32
    %v6 = arith.andi %v4, %v5 : i32
    cf.br ^bb2(%v6 : i32)
  ^bb2(%b2_0: i32):
    %v7 = arith.ori %b2_0, %b2_0 : i32
    %v8 = arith.constant dense<true> : vector<3xi1>
    %v9 = arith.constant dense<[-1, -1, 2]> : vector<3xi32>
    %v10 = arith.constant dense<[42, 2147483647, 1]> : vector<3xi32>
    %v11 = arith.select %v8, %v9, %v10 : vector<3xi1>, vector<3xi32>
    %v12 = arith.cmpf une, %arg0, %arg0 : f32
    return
  }
  func.func @f1(%arg0: vector<1xi1>) -> vector<2xi1> {
    %v1 = arith.constant dense<0.5> : vector<4xf32>
    %v2 = arith.cmpf uno, %v1, %v1 : vector<4xf32>
    %v3 = arith.constant dense<false> : vector<1xi1>
    %v4 = func.call @f1(%v3) : (vector<1xi1>) -> (vector<2xi1>)
    %v5 = arith.constant dense<[-0.0, -2.5, 0.5, -2.5]> : vector<4xf32>
    %v6 = arith.constant 2 : i16
    %v7 = arith.constant dense<[1000, -1, 1000, -32768]> : vector<4xi16>
    func.call @f2(%v5, %v6, %v7) : (vector<4xf32>, i16, vector<4xi16>) -> ()
    %v8 = arith.constant 3.0 : f16
    cf.br ^bb1(%v8 : f16)
  ^bb1(%b1_0: f16):
    %v9 = arith.constant 3.0 : f16
    %v10 = arith.constant 0.0 : f16
    %v11 = arith.addf %v9, %v10 : f16
    %v12 = arith.constant dense<[3, 3, 2]> : vector<3xi32>
    %v13 = arith.constant true
    cf.cond_br %v13, ^bb2, ^bb2
  ^bb2:
    %v14 = arith.constant 3 : i32
    %v15 = arith.addi %v14, %v14 : i32
    %v16 = arith.constant dense<[6.550400e+04, 100.0, -0.0, 100.0]> : vector<4xf32>
    %v17 = arith.constant 7 : i16
    %v18 = arith.constant dense<-1> : vector<4xi16>
    func.call @f2(%v16, %v17, %v18) : (vector<4xf32>, i16, vector<4xi16>) -> ()
    %v19 = arith.subf %v16, %v16 : vector<4xf32>
    %v20 = arith.constant dense<false> : vector<2xi1>
    return %v20 : vector<2xi1>
  }
  func.func @f2(%arg0: vector<4xf32>, %arg1: i16, %arg2: vector<4xi16>) {
    %v1 = arith.constant dense<[1, 0, -1]> : vector<3xi8>
    cf.br ^bb1
  ^bb1:
    %v2 = arith.constant 0 : i16
    %v3 = arith.extsi %v2 : i16 to i64
    %v4 = arith.constant dense<1.0> : vector<3xf64>
    %v5 = arith.constant 6.550400e+04 : f32
    func.call @f0(%v5) : (f32) -> ()
    %v6 = arith.constant 0 : i16
    %v7 = arith.minui %v6, %v2 : i16
    return
  }
}
