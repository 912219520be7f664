// FLAGS: --convert-arith-to-spirv=emulate-lt-32-bit-scalar-types=false
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.6, [Shader, Int8, Int16, Int64, Float16, Float64], []>, #spirv.resource_limits<>>} {
  func.func @f0(%arg0: f32, %arg1: f32) {
    %v1 = arith.constant 3.0 : f16
    %v2 = arith.constant -2.5 : f32
    %v3 = arith.subf %arg1, %v2 : f32
    %v4 = arith.constant 3 : i32
    %v5 = arith.trunci %v4 : i32 to i8
    %v6 = arith.constant false
    cf.cond_br %v6, ^bb2(%v4 : i32), ^bb1(%v4 : i32)
  ^bb1(%b1_0: i32):
    %v7 = arith.constant dense<0.0> : vector<1xf32>
    %v8 = arith.cmpf oge, %v7, %v7 : vector<1xf32>
    func.call @f0(%arg1, %arg0) : (f32, f32) -> ()
    %v9 = arith.constant true
    %v10 = func.call @f1(%v9, %arg1) : (i1, f32) -> (i32)
    %v11 = arith.cmpf uno, %arg0, %arg1 : f32
    %v12 = arith.index_castui %v9 : i1 to index
    cf.br ^bb1(%b1_0 : i32)
  ^bb2(%b2_0: i32):
    %v13 = arith.constant false
    %v14 = arith.select %v13, %b2_0, %b2_0 : i32
    return
  }
  func.func @f1(%arg0: i1, %arg1: f32) -> i32 {
    %v1 = arith.constant 0x7FC00000 : f32
    %v2 = arith.constant 3.0 : f32
    func.call @f0(%v1, %v2) : (f32, f32) -> ()
    %v3 = arith.constant 1 : i32
    return %v3 : i32
  }
}
