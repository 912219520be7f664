// FLAGS: --convert-arith-to-spirv --convert-func-to-spirv --convert-cf-to-spirv
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.3, [Shader, Int8, Int16, Int64, Float16, Float64], [SPV_KHR_8bit_storage]>, #spirv.resource_limits<>>} {
  func.func @f0(%arg0: i32, %arg1: vector<2xf32>, %arg2: vector<4xi32>) {
    %v1 = arith.constant dense<-0.0> : vector<8xf32>
    %v2 = arith.constant 2 : i32
    func.call @f0(%v2, %arg1, %arg2) : (i32, vector<2xf32>, vector<4xi32>) -> ()
    %v3 = arith.constant dense<[-2.5, 3.0, 1.0]> : vector<3xf32>
    %v4 = arith.constant dense<-0.0> : vector<3xf32>
    %v5 = arith.cmpf une, %v3, %v4 : vector<3xf32>
    %v6 = arith.constant true
    %v7 = arith.constant 1.0 : f32
    cf.cond_br %v6, ^bb1(%v7 : f32), ^bb1(%v7 : f32)
  ^bb1(%b1_0: f32):
    %v8 = arith.constant 3 : i64
    %v9 = arith.constant -1 : i32
    %v10 = arith.constant 1 : i32
    %v11 = arith.xori %v9, %v10 : i32
    %v12 = arith.constant 1.0 : f32
    %v13 = arith.fptoui %v12 : f32 to i1
    %v14 = arith.constant 3 : i32
    %v15 = arith.constant 0x7F800000 : f32
    cf.br ^bb1(%v15 : f32)
  }
}
