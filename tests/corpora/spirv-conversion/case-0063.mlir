// FLAGS: --convert-arith-to-spirv=emulate-unsupported-float-types=false
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.5, [Shader, Int8, Int16, Int64, Float16, Float64], [SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<>>} {
  func.func @f0(%arg0: index, %arg1: i8, %arg2: i32, %arg3: i32) -> i32 {
    %v1 = arith.constant 3 : i32
    %v2 = arith.subi %arg2, %v1 : i32
    %v3 = arith.constant false
    %v4 = arith.select %v3, %arg0, %arg0 : index
    %v5 = arith.constant 1.0 : f16
    %v6 = arith.cmpf uno, %v5, %v5 : f16
    %v7 = arith.constant 0x7FC00000 : f32
    %v8 = arith.fptoui %v7 : f32 to i8
    %v9 = arith.constant -1 : index
    %v10 = arith.constant 0 : index
    %v11 = arith.minui %v9, %v10 : index
    return %v1 : i32
  }
}
