// FLAGS: --convert-cf-to-spirv=emulate-lt-32-bit-scalar-types=false
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Kernel, Int8, Int64], [SPV_KHR_storage_buffer_storage_class, SPV_KHR_8bit_storage, SPV_KHR_no_integer_wrap_decoration]>, #spirv.resource_limits<>>} {
  func.func @f0() -> i32 {
    %v1 = arith.constant dense<[1.0, -2.5, 0.0, 1.0]> : vector<4xf32>
    %v2 = arith.fptosi %v1 : vector<4xf32> to vector<4xi1>
    %v3 = arith.constant dense<[1, 1, 3, 42]> : vector<4xi64>
    %v4 = arith.constant true
    cf.br ^bb1(%v3, %v4 : vector<4xi64>, i1)
  ^bb1(%b1_0: vector<4xi64>, %b1_1: i1):
    %v5 = arith.constant 3 : i32
    %v6 = arith.remui %v5, %v5 : i32
    %v7 = arith.select %b1_1, %v5, %v6 : i32
    cf.br ^bb1(%b1_0, %b1_1 : vector<4xi64>, i1)
  }
}
