// FLAGS: --convert-arith-to-spirv --convert-func-to-spirv --convert-cf-to-spirv
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.6, [Kernel, Int8, Int16, Int64, Float64], [SPV_KHR_storage_buffer_storage_class, SPV_KHR_8bit_storage]>, #spirv.resource_limits<>>} {
  func.func @f0(%arg0: i32) -> vector<4xi32> {
    %v1 = arith.extsi %arg0 : i32 to i64
    %v2 = arith.constant 3.0 : f16
    %v3 = arith.maximumf %v2, %v2 : f16
    %v4 = arith.minui %arg0, %arg0 : i32
    %v5 = arith.constant dense<1> : vector<4xi32>
    return %v5 : vector<4xi32>
  }
  func.func @f1(%arg0: vector<2xi32>, %arg1: i32, %arg2: index, %arg3: f32) -> vector<4xi1> {
    %v1 = arith.addf %arg3, %arg3 : f32
    %v2 = arith.constant dense<[false, false, false, true]> : vector<4xi1>
    return %v2 : vector<4xi1>
  }
  func.func @f2(%arg0: i8) -> i16 {
    %v1 = arith.constant true
    %v2 = arith.constant dense<1000> : vector<2xindex>
    %v3 = arith.select %v1, %v2, %v2 : vector<2xindex>
    %v4 = arith.constant 4294967296 : index
    %v5 = arith.constant dense<3> : vector<2xi8>
    %v6 = arith.subi %v5, %v5 overflow<nsw, nuw> : vector<2xi8>
    %v7 = arith.constant 0x7F800000 : f32
    %v8 = arith.negf %v7 : f32
    %v9 = arith.constant 3 : i32
    %v10 = func.call @f0(%v9) : (i32) -> (vector<4xi32>)
    %v11 = arith.constant 0.0 : f32
    cf.br ^bb1(%v9, %v11 : i32, f32)
  ^bb1(%b1_0: i32, %b1_1: f32):
    %v12 = arith.maxnumf %b1_1, %b1_1 : f32
    %v13 = arith.constant 1 : i8
    %v14 = arith.shrui %v13, %v13 : i8
    %v15 = arith.constant true
    %v16 = arith.select %v15, %v12, %b1_1 : f32
    %v17 = arith.constant 7 : i16
    return %v17 : i16
  }
}
