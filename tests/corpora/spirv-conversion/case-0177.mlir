// FLAGS: --convert-arith-to-spirv=emulate-unsupported-float-types=false
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.1, [Kernel, Int8, Int16, Int64, Float16, Float64], [SPV_KHR_8bit_storage, SPV_KHR_no_integer_wrap_decoration]>, #spirv.resource_limits<>>} {
  func.func @f0(%arg0: i32, %arg1: f32) -> vector<2xindex> {
    %v1 = arith.cmpi uge, %arg0, %arg0 : i32
    %v2 = arith.constant 0.5 : f32
    %v3 = arith.constant 6.550400e+04 : f32
    %v4 = arith.cmpf une, %v2, %v3 : f32
    %v5 = func.call @f1(%arg0) : (i32) -> (i64)
    %v6 = arith.constant 1 : i64
    %v7 = arith.remui %v5, %v6 : i64
    %v8 = arith.constant dense<-1> : vector<2xindex>
    return %v8 : vector<2xindex>
  }
  func.func @f1(%arg0: i32) -> i64 {
    %v1 = arith.constant -1 : i32
    %v2 = arith.andi %v1, %v1 : i32
    %v3 = arith.bitcast %arg0 : i32 to i32
    %v4 = arith.constant dense<[-0.0, 0.0, 1.0]> : vector<3xf32>
    %v5 = arith.cmpf oeq, %v4, %v4 : vector<3xf32>
    %v6 = arith.constant dense<[true]> : vector<1xi1>
    cf.br ^bb1(%v6, %arg0 : vector<1xi1>, i32)
  ^bb1(%b1_0: vector<1xi1>, %b1_1: i32):
    %v7 = arith.constant 2 : i8
    %v8 = arith.cmpi slt, %v7, %v7 : i8
    %v9 = arith.constant 9223372036854775807 : i64
    return %v9 : i64
  }
}
