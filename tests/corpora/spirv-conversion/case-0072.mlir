// FLAGS: --convert-cf-to-spirv=emulate-lt-32-bit-scalar-types=false
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.3, [Shader, Int8, Int16, Int64, Float16, Float64, Vector16], [SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<>>} {
  func.func @f0(%arg0: i32, %arg1: vector<4xi8>) -> f32 {
    %v1 = arith.constant 1.0 : f32
    %v2 = arith.cmpf ole, %v1, %v1 : f32
    %v3 = arith.select %v2, %v2, %v2 : i1
    %v4 = arith.constant 7 : i32
    %v5 = func.call @f0(%v4, %arg1) : (i32, vector<4xi8>) -> (f32)
    %v6 = arith.sitofp %arg1 : vector<4xi8> to vector<4xf32>
    %v7 = arith.constant -0.0 : f32
    %v8 = arith.constant dense<[1, 1, 1]> : vector<3xi32>
    %v9 = arith.constant -1 : index
    cf.cond_br %v2, ^bb1(%v8, %v9 : vector<3xi32>, index), ^bb1(%v8, %v9 : vector<3xi32>, index)
  ^bb1(%b1_0: vector<3xi32>, %b1_1: index):
    %v10 = arith.index_castui %b1_1 : index to i8
    %v11 = arith.constant 42 : i32
    %v12 = arith.constant 6.550400e+04 : f64
    %v13 = arith.cmpf une, %v12, %v12 : f64
    %v14 = arith.constant 0x7F800000 : f32
    %v15 = arith.constant 0.0 : f32
    %v16 = arith.mulf %v14, %v15 : f32
    return %v14 : f32
  }
}
