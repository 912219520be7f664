// FLAGS: --convert-func-to-spirv=emulate-unsupported-float-types=false
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Shader, Int8, Int16, Float16, Float64], [SPV_KHR_8bit_storage]>, #spirv.resource_limits<>>} {
  func.func @f0(%arg0: vector<2xf32>) -> (i64, vector<4xi64>) {
    %v1 = arith.constant false
    %v2 = arith.select %v1, %arg0, %arg0 : vector<2xf32>
    %v3 = arith.fptosi %v2 : vector<2xf32> to vector<2xi32>
    %v4 = arith.extsi %v1 : i1 to i8
    %v5 = arith.constant 1.0 : f32
    cf.br ^bb2(%v5 : f32)
  ^bb1(%b1_0: i32, %b1_1: f32):
    %v6 = arith.constant 0 : index
    %v7 = arith.divui %v6, %v6 : index
    %v8 = arith.constant false
    cf.cond_br %v8, ^bb2(%b1_1 : f32), ^bb2(%b1_1 : f32)
  ^bb2(%b2_0: f32):
    %v9 = arith.constant -0.0 : f32
    %v10 = arith.cmpf true, %v9, %v9 : f32
    %v11 = arith.cmpf olt, %arg0, %arg0 : vector<2xf32>
    %v12 = arith.constant 2 : i32
    cf.cond_br %v10, ^bb1(%v12, %b2_0 : i32, f32), ^bb1(%v12, %b2_0 : i32, f32)
  }
  func.func @f1(%arg0: index, %arg1: index) -> index {
    %v1 = arith.constant 1 : index
    %v2 = arith.subi %v1, %arg0 : index
    %v3 = arith.constant 7 : index
    %v4 = arith.subi %v3, %v1 : index
    %v5 = arith.constant true
    %v6 = arith.constant 7 : i32
    %v7 = arith.constant 1 : i64
    cf.cond_br %v5, ^bb2(%v6 : i32), ^bb1(%v7, %v6 : i64, i32)
  ^bb1(%b1_0: i64, %b1_1: i32):
    %v8 = arith.constant 1 : i8
    %v9 = arith.constant true
    cf.cond_br %v9, ^bb2(%b1_1 : i32), ^bb2(%b1_1 : i32)
  ^bb2(%b2_0: i32):
    %v10 = arith.constant 42 : index
    %v11 = func.call @f1(%v10, %arg0) : (index, index) -> (index)
    %v12 = arith.constant 6.550400e+04 : f32
    %v13 = arith.remf %v12, %v12 : f32
    %v14 = arith.constant 42 : index
    return %v14 : index
  }
}
