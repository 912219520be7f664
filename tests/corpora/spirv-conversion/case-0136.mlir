// FLAGS: --convert-arith-to-spirv --convert-func-to-spirv --convert-cf-to-spirv
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Shader, Int8, Int16, Int64, Float64], []>, #spirv.resource_limits<>>} {
  func.func @f0(%arg0: vector<3xf32>, %arg1: i32, %arg2: index) -> f64 {
    %v1 = arith.constant true
    %v2 = arith.select %v1, %arg0, %arg0 : vector<3xf32>
    %v3 = arith.constant 6.550400e+04 : f16
    %v4 = arith.maximumf %v3, %v3 : f16
    %v5 = arith.maxnumf %v3, %v4 : f16
    %v6 = arith.index_cast %arg2 : index to i32
    %v7 = arith.constant -0.0 : f32
    cf.cond_br %v1, ^bb1(%v7 : f32), ^bb1(%v7 : f32)
  ^bb1(%b1_0: f32):
    %v8 = arith.maxui %arg2, %arg2 : index
    %v9 = arith.index_cast %arg2 : index to i64
    %v10 = arith.fptoui %b1_0 : f32 to i1
    %v11 = arith.constant false
    cf.cond_br %v11, ^bb1(%b1_0 : f32), ^bb1(%b1_0 : f32)
  }
}
