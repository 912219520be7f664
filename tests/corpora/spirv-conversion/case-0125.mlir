// FLAGS: --convert-func-to-spirv
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.4, [Shader, Int8, Int16, Int64, Float16, Float64, Vector16], [SPV_KHR_16bit_storage]>, #spirv.resource_limits<>>} {
  func.func @f0(%arg0: f32) -> vector<4xi64> {
    %v1 = arith.constant 0.5 : f32
    %v2 = arith.fptoui %v1 : f32 to i1
    %v3 = arith.constant true
    %v4 = arith.ori %v3, %v3 : i1
    %v5 = arith.xori %v3, %v3 : i1
    %v6 = arith.constant false
    %v7 = arith.uitofp %v6 : i1 to f64
    %v8 = arith.constant 6.550400e+04 : f32
    %v9 = arith.constant dense<[1, 42, 2, 7]> : vector<4xi32>
    cf.br ^bb1(%v8, %v9 : f32, vector<4xi32>)
  ^bb1(%b1_0: f32, %b1_1: vector<4xi32>):
    %v10 = arith.constant dense<1> : vector<2xi64>
    %v11 = arith.extf %arg0 : f32 to f64
    %v12 = arith.constant dense<1> : vector<4xi64>
    return %v12 : vector<4xi64>
  }
}
