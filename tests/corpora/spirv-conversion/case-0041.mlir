// FLAGS: --convert-cf-to-spirv --convert-func-to-spirv --convert-arith-to-spirv
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.2, [Kernel, Int8, Int16, Int64, Float64], []>, #spirv.resource_limits<>>} {
  func.func @f0(%arg0: i32, %arg1: i8, %arg2: vector<1xi32>, %arg3: f32) -> i64 {
    %v1 = arith.constant -2.5 : f32
    %v2 = arith.constant -2.5 : f32
    %v3 = arith.cmpf ugt, %v1, %v2 : f32
    %v4 = arith.fptosi %arg3 : f32 to i8
    %v5 = arith.uitofp %v4 : i8 to f32
    %v6 = arith.constant true
    %v7 = arith.constant 2 : i32
    %v8 = arith.constant dense<[0.5, 100.0, -0.0]> : vector<3xf32>
    cf.cond_br %v6, ^bb1(%v7 : i32), ^bb2(%v8 : vector<3xf32>)
  ^bb1(%b1_0: i32):
    %v9 = arith.minui %arg2, %arg2 : vector<1xi32>
    %v10 = arith.constant false
    %v11 = arith.constant dense<[0.0, 100.0, 6.550400e+04]> : vector<3xf32>
    %v12 = arith.constant dense<-0.0> : vector<3xf32>
    cf.cond_br %v10, ^bb2(%v11 : vector<3xf32>), ^bb2(%v12 : vector<3xf32>)
  ^bb2(%b2_0: vector<3xf32>):
    %v13 = arith.constant false
    %v14 = arith.select %v13, %arg3, %arg3 : f32
    %v15 = arith.constant dense<2> : vector<1xi32>
    %v16 = arith.constant dense<42> : vector<1xi32>
    %v17 = arith.select %v13, %v15, %v16 : vector<1xi32>
    %v18 = arith.remsi %arg2, %v17 : vector<1xi32>
    %v19 = arith.negf %arg3 : f32
    %v20 = arith.constant 7 : i32
    cf.cond_br %v13, ^bb2(%b2_0 : vector<3xf32>), ^bb1(%v20 : i32)
  }
  func.func @f1(%arg0: i32, %arg1: i8, %arg2: i32) -> i32 {
    %v1 = arith.uitofp %arg1 : i8 to f64
    %v2 = arith.constant true
    cf.cond_br %v2, ^bb1, ^bb1
  ^bb1:
    %v3 = arith.cmpi uge, %arg0, %arg2 : i32
    %v4 = arith.constant 2 : i32
    %v5 = arith.minsi %arg2, %v4 : i32
    %v6 = arith.constant 2 : i32
    %v7 = arith.cmpi slt, %v6, %v6 : i32
    %v8 = arith.constant dense<[-2.5]> : vector<1xf32>
    %v9 = arith.negf %v8 : vector<1xf32>
    %v10 = arith.negf %v8 : vector<1xf32>
    return %v6 : i32
  }
}
