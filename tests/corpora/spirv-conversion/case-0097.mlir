// FLAGS: --convert-cf-to-spirv --convert-func-to-spirv --convert-arith-to-spirv
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Shader, Int16, Int64, Float16, Float64], [SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<>>} {
  func.func @f0(%arg0: vector<3xi32>) -> i32 {
    %v1 = arith.remsi %arg0, %arg0 : vector<3xi32>
    %v2 = arith.constant false
    %v3 = arith.constant dense<[false, false]> : vector<2xi1>
    %v4 = arith.constant 0x7FF0000000000000 : f64
    %v5 = arith.constant dense<[true, false]> : vector<2xi1>
    cf.cond_br %v2, ^bb1(%v3, %v4 : vector<2xi1>, f64), ^bb1(%v5, %v4 : vector<2xi1>, f64)
  ^bb1(%b1_0: vector<2xi1>, %b1_1: f64):
    %v6 = arith.constant dense<[-1, 3, 3]> : vector<3xi32>
    %v7 = arith.uitofp %v6 : vector<3xi32> to vector<3xf64>
    %v8 = arith.constant false
    %v9 = arith.select %v8, %arg0, %arg0 : vector<3xi32>
    %v10 = arith.constant dense<[false, true]> : vector<2xi1>
    cf.br ^bb1(%v10, %b1_1 : vector<2xi1>, f64)
  }
  func.func @f1(%arg0: vector<8xf16>, %arg1: i64, %arg2: index) -> i64 {
    %v1 = arith.mulf %arg0, %arg0 : vector<8xf16>
    %v2 = arith.constant dense<[3, -1, 7, 1]> : vector<4xi32>
    cf.br ^bb1(%arg2, %v2 : index, vector<4xi32>)
  ^bb1(%b1_0: index, %b1_1: vector<4xi32>):
    %v3 = arith.constant false
    %v4 = arith.select %v3, %b1_0, %arg2 : index
    %v5 = arith.constant dense<[3.0, 6.550400e+04, 1.0, 6.550400e+04, 0.5, 0.0, 100.0, 0.0]> : vector<8xf16>
    %v6 = arith.mulf %v5, %arg0 : vector<8xf16>
    %v7 = arith.maximumf %v6, %v5 : vector<8xf16>
    %v8 = arith.constant dense<0.5> : vector<8xf16>
    %v9 = arith.constant dense<[0.5, -0.0, 6.550400e+04, 0.5, 1.0, 3.0, -2.5, 0.5]> : vector<8xf16>
    %v10 = arith.divf %v8, %v9 : vector<8xf16>
    return %arg1 : i64
  }
}
