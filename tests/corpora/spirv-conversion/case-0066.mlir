// FLAGS: --convert-cf-to-spirv=emulate-unsupported-float-types=false
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.5, [Shader, Int16, Float16, Float64], []>, #spirv.resource_limits<>>} {
  func.func @f0(%arg0: index) -> index {
    %v1 = arith.constant 7 : i32
    %v2 = arith.constant 100.0 : f32
    %v3 = arith.cmpf uge, %v2, %v2 : f32
    %v4 = arith.fptosi %v2 : f32 to i1
    %v5 = arith.constant 2 : i32
    %v6 = arith.constant 2 : i32
    %v7 = arith.remsi %v5, %v6 : i32
    %v8 = arith.constant 3 : i64
    cf.cond_br %v4, ^bb1(%v8 : i64), ^bb1(%v8 : i64)
  ^bb1(%b1_0: i64):
    %v9 = arith.constant dense<[-0.0, 3.0]> : vector<2xf32>
    %v10 = arith.minnumf %v9, %v9 : vector<2xf32>
    %v11 = func.call @f0(%arg0) : (index) -> (index)
    %v12 = arith.minnumf %v9, %v9 : vector<2xf32>
    %v13 = arith.constant 0.0 : f64
    %v14 = arith.minimumf %v13, %v13 : f64
    %v15 = arith.constant false
    %v16 = arith.constant dense<100.0> : vector<2xf32>
    %v17 = arith.select %v15, %v9, %v16 : vector<2xf32>
    return %v11 : index
  }
  func.func @f1() -> i16 {
    %v1 = arith.constant dense<[3.0, 1.0, 6.550400e+04, 0.5]> : vector<4xf32>
    %v2 = arith.constant dense<[1.0, 0.0, -2.5, 100.0]> : vector<4xf32>
    %v3 = arith.cmpf ole, %v1, %v2 : vector<4xf32>
    %v4 = arith.cmpf ule, %v1, %v1 : vector<4xf32>
    cf.br ^bb1
  ^bb1:
    %v5 = arith.constant false
    %v6 = arith.constant -1 : i16
    %v7 = arith.constant 1 : i16
    %v8 = arith.select %v5, %v6, %v7 : i16
    %v9 = arith.ori %v5, %v5 : i1
    %v10 = arith.constant 6.550400e+04 : f64
    %v11 = arith.constant 0.0 : f64
    %v12 = arith.minimumf %v10, %v11 : f64
    return %v8 : i16
  }
}
