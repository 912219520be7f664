// FLAGS: --convert-cf-to-spirv=emulate-lt-32-bit-scalar-types=false
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.3, [Shader, Int8, Int16, Int64, Float16], [SPV_KHR_storage_buffer_storage_class, SPV_KHR_16bit_storage]>, #spirv.resource_limits<>>} {
  func.func @f0(%arg0: f32) -> i32 {
    %v1 = arith.constant false
    %v2 = arith.constant 2 : i64
    %v3 = arith.select %v1, %v2, %v2 : i64
    %v4 = arith.constant 2147483647 : i32
    return %v4 : i32
  }
  func.func @f1() -> vector<4xi32> {
    %v1 = arith.constant dense<[false, false]> : vector<2xi1>
    %v2 = arith.constant dense<[6.550400e+04, -0.0]> : vector<2xf32>
    %v3 = arith.select %v1, %v2, %v2 : vector<2xi1>, vector<2xf32>
    %v4 = arith.sitofp %v1 : vector<2xi1> to vector<2xf64>
    %v5 = arith.constant dense<[0, 7, 3, 42]> : vector<4xi32>
    %v6 = arith.ori %v5, %v5 : vector<4xi32>
    %v7 = arith.constant false
    %v8 = arith.constant 7 : i16
    %v9 = arith.constant -1 : i32
    cf.cond_br %v7, ^bb1(%v8, %v9 : i16, i32), ^bb1(%v8, %v9 : i16, i32)
  ^bb1(%b1_0: i16, %b1_1: i32):
    %v10 = arith.constant 42 : i32
    %v11 = arith.minsi %b1_1, %v10 : i32
    %v12 = arith.constant 0.5 : f32
    %v13 = arith.negf %v12 : f32
    %v14 = arith.constant 3 : i32
    %v15 = arith.ori %v14, %v14 : i32
    %v16 = arith.constant dense<3> : vector<4xi32>
    %v17 = arith.constant dense<[3, 7, 3, 1]> : vector<4xi32>
    %v18 = arith.cmpi slt, %v16, %v17 : vector<4xi32>
    return %v17 : vector<4xi32>
  }
}
