// FLAGS: --convert-cf-to-spirv=emulate-lt-32-bit-scalar-types=false
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.2, [Kernel, Int16, Float16], [SPV_KHR_8bit_storage]>, #spirv.resource_limits<>>} {
  func.func @f0(%arg0: i32) -> i16 {
    %v1 = arith.constant 3 : i16
    %v2 = arith.constant dense<-0.0> : vector<2xf32>
    %v3 = arith.subf %v2, %v2 : vector<2xf32>
    %v4 = arith.constant dense<[2147483647, 2, 0, 0]> : vector<4xi32>
    cf.br ^bb1(%v4 : vector<4xi32>)
  ^bb1(%b1_0: vector<4xi32>):
    %v5 = arith.constant dense<[2, 3, 65536, 3]> : vector<4xi32>
    %v6 = arith.subi %b1_0, %v5 : vector<4xi32>
    %v7 = arith.andi %arg0, %arg0 : i32
    %v8 = arith.sitofp %b1_0 : vector<4xi32> to vector<4xf64>
    %v9 = arith.constant 7 : i16
    return %v9 : i16
  }
  func.func @f1(%arg0: vector<4xi32>) -> vector<8xi32> {
    %v1 = arith.muli %arg0, %arg0 : vector<4xi32>
    %v2 = arith.constant 0 : i8
    %v3 = arith.constant 100.0 : f32
    %v4 = arith.minnumf %v3, %v3 : f32
    %v5 = arith.constant true
    %v6 = arith.cmpi ugt, %v5, %v5 : i1
    %v7 = arith.constant dense<[7, -1, 2147483647, 42, 42, 42, 1, 2]> : vector<8xi32>
    return %v7 : vector<8xi32>
  }
  func.func @f2(%arg0: i64, %arg1: vector<4xi32>) -> i64 {
    %v1 = arith.constant -1 : i16
    %v2 = arith.constant -32768 : i16
    %v3 = arith.cmpi slt, %v1, %v2 : i16
    %v4 = arith.extsi %v3 : i1 to i64
    %v5 = arith.shli %v4, %arg0 : i64
    return %arg0 : i64
  }
}
