// FLAGS: --convert-cf-to-spirv
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.3, [Shader, Int8, Int16, Int64, Float16, Float64], []>, #spirv.resource_limits<>>} {
  func.func @f0(%arg0: i8, %arg1: i32) -> f32 {
    %v1 = arith.constant 42 : i8
    %v2 = arith.ori %v1, %arg0 : i8
    %v3 = arith.constant 100.0 : f32
    %v4 = arith.subf %v3, %v3 : f32
    %v5 = arith.constant true
    cf.cond_br %v5, ^bb1, ^bb1
  ^bb1:
    %v6 = arith.ori %arg0, %arg0 : i8
    %v7 = arith.constant dense<-2.5> : vector<2xf32>
    %v8 = arith.subf %v7, %v7 : vector<2xf32>
    %v9 = arith.constant -1 : i32
    %v10 = arith.constant 7 : i8
    %v11 = arith.remsi %v10, %v6 : i8
    %v12 = arith.constant 100.0 : f32
    return %v12 : f32
  }
  func.func @f1(%arg0: f64, %arg1: index, %arg2: vector<2xi32>) -> vector<8xi32> {
    %v1 = arith.constant 255 : i8
    %v2 = arith.constant -1 : i32
    %v3 = func.call @f0(%v1, %v2) : (i8, i32) -> (f32)
    %v4 = arith.constant 2 : i32
    %v5 = arith.ori %v2, %v4 : i32
    %v6 = arith.constant true
    cf.cond_br %v6, ^bb1(%arg1, %v4 : index, i32), ^bb1(%arg1, %v5 : index, i32)
  ^bb1(%b1_0: index, %b1_1: i32):
    %v7 = arith.constant -2.5 : f64
    %v8 = arith.cmpf uge, %v7, %arg0 : f64
    %v9 = arith.remsi %v8, %v8 : i1
    %v10 = arith.constant 0.5 : f64
    %v11 = arith.maxnumf %v7, %v10 : f64
    %v12 = arith.constant dense<1> : vector<8xi32>
    return %v12 : vector<8xi32>
  }
  func.func @f2(%arg0: vector<3xindex>) -> f16 {
    %v1 = arith.ori %arg0, %arg0 : vector<3xindex>
    %v2 = arith.constant true
    %v3 = arith.constant 42 : i32
    %v4 = arith.constant 0 : i32
    cf.cond_br %v2, ^bb1(%v3, %v3 : i32, i32), ^bb1(%v4, %v3 : i32, i32)
  ^bb1(%b1_0: i32, %b1_1: i32):
    %v5 = arith.constant dense<[0.5, -0.0]> : vector<2xf32>
    cf.br ^bb1(%b1_0, %b1_0 : i32, i32)
  }
}
