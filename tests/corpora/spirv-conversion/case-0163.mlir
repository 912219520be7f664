// FLAGS: --convert-arith-to-spirv
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.5, [Kernel, Int16, Int64, Float16, Float64], [SPV_KHR_storage_buffer_storage_class, SPV_KHR_8bit_storage, SPV_KHR_no_integer_wrap_decoration]>, #spirv.resource_limits<>>} {
  func.func @f0(%arg0: vector<2xf32>, %arg1: i32, %arg2: i32) {
    %v1 = arith.constant dense<42> : vector<2xi32>
    %v2 = func.call @f1(%v1) : (vector<2xi32>) -> (vector<2xf64>)
    %v3 = arith.constant 0x7C00 : f16
    %v4 = arith.cmpi sge, %v1, %v1 : vector<2xi32>
    %v5 = arith.andi %v1, %v1 : vector<2xi32>
    %v6 = arith.constant true
    cf.cond_br %v6, ^bb1, ^bb1
  ^bb1:
    %v7 = arith.constant dense<2> : vector<8xi64>
    %v8 = arith.constant dense<1> : vector<1xi32>
    %v9 = arith.minui %v8, %v8 : vector<1xi32>
    %v10 = arith.negf %arg0 : vector<2xf32>
    %v11 = arith.shrui %v8, %v8 : vector<1xi32>
    %v12 = arith.constant dense<9223372036854775807> : vector<8xi64>
    %v13 = arith.cmpi sge, %v7, %v12 : vector<8xi64>
    return
  }
  func.func @f1(%arg0: vector<2xi32>) -> vector<2xf64> {
    %v1 = arith.uitofp %arg0 : vector<2xi32> to vector<2xf32>
    %v2 = arith.constant dense<42> : vector<8xi32>
    %v3 = arith.sitofp %v2 : vector<8xi32> to vector<8xf64>
    %v4 = func.call @f1(%arg0) : (vector<2xi32>) -> (vector<2xf64>)
    %v5 = arith.minsi %v2, %v2 : vector<8xi32>
    %v6 = arith.bitcast %v1 : vector<2xf32> to vector<2xi32>
    return %v4 : vector<2xf64>
  }
}
