// FLAGS: --convert-cf-to-spirv --convert-func-to-spirv --convert-arith-to-spirv
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.4, [Kernel, Int8, Int64, Float64], []>, #spirv.resource_limits<>>} {
  func.func @f0(%arg0: i32, %arg1: f32, %arg2: i16) {
    %v1 = arith.cmpf oge, %arg1, %arg1 : f32
    %v2 = arith.constant 0.5 : f32
    %v3 = arith.constant 0.0 : f32
    %v4 = arith.maxnumf %v2, %v3 : f32
    %v5 = arith.constant dense<[7, -1, 42, 7]> : vector<4xi32>
    %v6 = arith.bitcast %v5 : vector<4xi32> to vector<4xi32>
    %v7 = arith.constant 2 : i32
    %v8 = arith.constant 0.5 : f32
    %v9 = arith.constant 1 : i16
    func.call @f0(%v7, %v8, %v9) : (i32, f32, i16) -> ()
    %v10 = arith.constant true
    cf.cond_br %v10, ^bb1, ^bb2
  ^bb1:
    %v11 = arith.constant 6.550400e+04 : f32
    %v12 = arith.remf %v11, %arg1 : f32
    %v13 = arith.constant false
    cf.cond_br %v13, ^bb1, ^bb2
  ^bb2:
    %v14 = arith.constant -2147483648 : i32
    %v15 = arith.minsi %v14, %v14 : i32
    %v16 = arith.cmpi sge, %arg2, %arg2 : i16
    %v17 = arith.constant 3.0 : f32
    %v18 = arith.cmpf oge, %v17, %arg1 : f32
    %v19 = arith.constant 0 : i32
    %v20 = arith.constant -2147483648 : i32
    %v21 = arith.remsi %v19, %v20 : i32
    %v22 = arith.constant dense<[7, 2, -1, 0, 1, 42, -1, 0]> : vector<8xi8>
    cf.cond_br %v18, ^bb2, ^bb1
  }
}
