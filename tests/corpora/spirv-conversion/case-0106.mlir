// FLAGS: --convert-cf-to-spirv=emulate-unsupported-float-types=false
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.6, [Shader, Int16, Int64, Float16, Float64], [SPV_KHR_storage_buffer_storage_class, SPV_KHR_16bit_storage]>, #spirv.resource_limits<>>} {
  func.func @f0(%arg0: index, %arg1: vector<2xi8>, %arg2: vector<4xi32>) -> i32 {
    %v1 = arith.constant dense<[-0.0, -2.5]> : vector<2xf32>
    %v2 = arith.maximumf %v1, %v1 : vector<2xf32>
    %v3 = arith.constant dense<1> : vector<2xi16>
    %v4 = arith.constant dense<[0, 0]> : vector<2xi64>
    %v5 = arith.constant dense<[2, 2]> : vector<2xi64>
    %v6 = arith.minsi %v4, %v5 : vector<2xi64>
    %v7 = arith.divsi %v5, %v6 : vector<2xi64>
    %v8 = arith.constant 0x7FC00000 : f32
    cf.br ^bb2(%v8 : f32)
  ^bb1:
    %v9 = arith.constant true
    %v10 = arith.select %v9, %arg0, %arg0 : index
    %v11 = arith.constant false
    %v12 = arith.andi %v9, %v11 : i1
    %v13 = arith.constant 6.550400e+04 : f32
    %v14 = arith.addf %v13, %v13 : f32
    %v15 = arith.constant dense<-1> : vector<4xi32>
    %v16 = func.call @f0(%arg0, %arg1, %v15) : (index, vector<2xi8>, vector<4xi32>) -> (i32)
    cf.br ^bb2(%v13 : f32)
  ^bb2(%b2_0: f32):
    %v17 = arith.constant dense<true> : vector<4xi1>
    %v18 = arith.constant dense<0> : vector<4xi32>
    %v19 = arith.select %v17, %arg2, %v18 : vector<4xi1>, vector<4xi32>
    %v20 = func.call @f1(%b2_0) : (f32) -> (i32)
    cf.br ^bb1
  }
  func.func @f1(%arg0: f32) -> i32 {
    %v1 = arith.maximumf %arg0, %arg0 : f32
    %v2 = arith.constant 3 : i16
    %v3 = arith.constant 0 : i16
    %v4 = arith.xori %v2, %v3 : i16
    %v5 = arith.andi %v3, %v4 : i16
    %v6 = arith.constant 0.5 : f32
    %v7 = arith.truncf %v6 : f32 to f16
    %v8 = arith.constant true
    %v9 = arith.constant 2 : i32
    cf.cond_br %v8, ^bb1(%v9, %v7 : i32, f16), ^bb1(%v9, %v7 : i32, f16)
  ^bb1(%b1_0: i32, %b1_1: f16):
    %v10 = arith.constant 6.550400e+04 : f16
    %v11 = arith.remf %b1_1, %v10 : f16
    %v12 = arith.constant 7 : i8
    %v13 = func.call @f2(%v12, %v11) : (i8, f16) -> (vector<3xi32>)
    %v14 = arith.extui %b1_0 : i32 to i64
    %v15 = arith.constant -0.0 : f32
    %v16 = arith.divf %v15, %v15 : f32
    %v17 = arith.constant dense<3> : vector<3xi32>
    %v18 = arith.cmpi ugt, %v13, %v17 : vector<3xi32>
    return %b1_0 : i32
  }
  func.func @f2(%arg0: i8, %arg1: f16) -> vector<3xi32> {
    %v1 = arith.constant 42 : i8
    %v2 = arith.minsi %v1, %arg0 : i8
    %v3 = arith.cmpi eq, %arg0, %arg0 : i8
    %v4 = arith.constant dense<1> : vector<3xi32>
    return %v4 : vector<3xi32>
  }
}
