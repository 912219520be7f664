// FLAGS: --convert-cf-to-spirv --convert-func-to-spirv --convert-arith-to-spirv
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.2, [Kernel, Int8, Int16, Int64, Float16, Float64, Vector16], []>, #spirv.resource_limits<>>} {
  func.func @f0() -> i16 {
    %v1 = arith.constant false
    %v2 = arith.constant 0.0 : f32
    %v3 = arith.select %v1, %v2, %v2 : f32
    %v4 = arith.constant true
    %v5 = arith.constant 3 : index
    %v6 = arith.constant 1 : index
    cf.cond_br %v4, ^bb1(%v5 : index), ^bb1(%v6 : index)
  ^bb1(%b1_0: index):
    %v7 = arith.constant dense<0.0> : vector<2xf32>
    %v8 = arith.cmpf une, %v7, %v7 : vector<2xf32>
    %v9 = arith.constant 3 : index
    %v10 = arith.index_cast %v9 : index to i64
    %v11 = arith.constant true
    %v12 = arith.select %v11, %v9, %b1_0 : index
    %v13 = arith.constant 7 : i16
    return %v13 : i16
  }
  func.func @f1(%arg0: vector<3xf64>, %arg1: i8, %arg2: i32, %arg3: index) {
    %v1 = arith.constant -0.0 : f32
    %v2 = arith.constant -1 : index
    %v3 = arith.ori %arg3, %v2 : index
    cf.br ^bb2(%arg2 : i32)
  ^bb1:
    %v4 = arith.cmpf uno, %arg0, %arg0 : vector<3xf64>
    %v5 = arith.constant -2.5 : f32
    %v6 = arith.addf %v5, %v5 : f32
    %v7 = arith.constant 0 : i8
    %v8 = arith.andi %arg2, %arg2 : i32
    %v9 = arith.ori %arg2, %arg2 : i32
    %v10 = arith.constant false
    cf.cond_br %v10, ^bb2(%v9 : i32), ^bb2(%arg2 : i32)
  ^bb2(%b2_0: i32):
    %v11 = arith.subi %arg3, %arg3 : index
    %v12 = arith.constant dense<[6.550400e+04, 6.550400e+04, 100.0]> : vector<3xf64>
    %v13 = arith.remf %arg0, %v12 : vector<3xf64>
    %v14 = arith.uitofp %b2_0 : i32 to f64
    return
  }
}
