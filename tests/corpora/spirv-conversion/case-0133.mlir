// FLAGS: --convert-arith-to-spirv
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.1, [Kernel, Int16, Int64, Vector16], [SPV_KHR_8bit_storage, SPV_KHR_16bit_storage]>, #spirv.resource_limits<>>} {
  func.func @f0(%arg0: i32, %arg1: index) -> vector<1xi1> {
    %v1 = arith.constant true
    %v2 = arith.constant 0.0 : f32
    %v3 = arith.constant -2.5 : f32
    %v4 = arith.select %v1, %v2, %v3 : f32
    %v5 = arith.constant 7 : i8
    %v6 = arith.shli %v5, %v5 : i8
    %v7 = arith.constant 100.0 : f32
    %v8 = arith.remf %v7, %v4 : f32
    %v9 = arith.constant 4294967296 : index
    %v10 = arith.maxui %arg1, %v9 : index
    %v11 = arith.constant false
    cf.cond_br %v11, ^bb1, ^bb1
  ^bb1:
    %v12 = arith.constant 3 : index
    %v13 = arith.index_cast %v12 : index to i8
    %v14 = func.call @f0(%arg0, %v12) : (i32, index) -> (vector<1xi1>)
    %v15 = arith.index_cast %arg1 : index to i16
    %v16 = arith.constant 0.5 : f32
    %v17 = arith.negf %v16 : f32
    %v18 = arith.constant dense<[true]> : vector<1xi1>
    return %v18 : vector<1xi1>
  }
}
