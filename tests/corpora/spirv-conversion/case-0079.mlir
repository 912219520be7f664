// FLAGS: --convert-cf-to-spirv --convert-func-to-spirv --convert-arith-to-spirv
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.4, [Shader, Int8, Int16, Int64, Float16, Float64], [SPV_KHR_8bit_storage, SPV_KHR_16bit_storage]>, #spirv.resource_limits<>>} {
  func.func @f0(%arg0: i8, %arg1: f32, %arg2: index, %arg3: i32) -> i16 {
    %v1 = arith.minimumf %arg1, %arg1 : f32
    %v2 = arith.constant 7 : i32
    %v3 = arith.constant dense<3.0> : vector<2xf32>
    %v4 = arith.constant false
    %v5 = arith.constant 42 : i32
    %v6 = arith.constant dense<false> : vector<8xi1>
    %v7 = arith.constant dense<1.0> : vector<3xf16>
    %v8 = arith.constant dense<-2.5> : vector<3xf32>
    cf.cond_br %v4, ^bb1(%v5, %v6 : i32, vector<8xi1>), ^bb2(%v7, %v8 : vector<3xf16>, vector<3xf32>)
  ^bb1(%b1_0: i32, %b1_1: vector<8xi1>):
    %v9 = arith.xori %arg2, %arg2 : index
    %v10 = arith.constant true
    %v11 = arith.select %v10, %arg1, %arg1 : f32
    %v12 = arith.andi %v9, %arg2 : index
    %v13 = arith.constant dense<[1.0, 0.5, 3.0]> : vector<3xf16>
    %v14 = arith.constant dense<[100.0, 100.0, 0.0]> : vector<3xf32>
    cf.cond_br %v10, ^bb2(%v13, %v14 : vector<3xf16>, vector<3xf32>), ^bb2(%v13, %v14 : vector<3xf16>, vector<3xf32>)
  ^bb2(%b2_0: vector<3xf16>, %b2_1: vector<3xf32>):
    %v15 = arith.constant 3 : index
    %v16 = arith.constant 3.0 : f32
    %v17 = arith.truncf %v16 : f32 to f16
    %v18 = arith.bitcast %arg3 : i32 to f32
    %v19 = arith.constant 3 : i16
    return %v19 : i16
  }
}
