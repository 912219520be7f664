// FLAGS: --convert-cf-to-spirv=emulate-lt-32-bit-scalar-types=false
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.6, [Shader, Int8, Int16, Int64, Float16, Float64], []>, #spirv.resource_limits<>>} {
  func.func @f0(%arg0: i32, %arg1: vector<2xi16>) -> i32 {
    %v1 = arith.constant 0.5 : f64
    %v2 = arith.constant 0.0 : f64
    %v3 = arith.cmpf one, %v1, %v2 : f64
    %v4 = arith.constant 7 : i8
    %v5 = arith.select %v3, %v4, %v4 : i8
    cf.br ^bb1(%arg0 : i32)
  ^bb1(%b1_0: i32):
    %v6 = arith.ori %arg1, %arg1 : vector<2xi16>
    %v7 = arith.shrsi %v6, %v6 : vector<2xi16>
    %v8 = arith.constant dense<1> : vector<2xi32>
    %v9 = arith.cmpi uge, %v8, %v8 : vector<2xi32>
    %v10 = arith.constant false
    cf.cond_br %v10, ^bb1(%arg0 : i32), ^bb1(%b1_0 : i32)
  }
  func.func @f1(%arg0: i32, %arg1: index, %arg2: f16) -> i1 {
    %v1 = arith.constant 0.5 : f32
    %v2 = arith.remf %v1, %v1 : f32
    %v3 = arith.fptosi %arg2 : f16 to i8
    %v4 = arith.constant 0 : i32
    %v5 = arith.cmpi slt, %arg0, %v4 : i32
    %v6 = arith.minsi %v3, %v3 : i8
    %v7 = arith.constant dense<[0.0, -2.5, 6.550400e+04]> : vector<3xf64>
    %v8 = arith.constant dense<-2.5> : vector<3xf64>
    cf.cond_br %v5, ^bb2(%v7 : vector<3xf64>), ^bb2(%v8 : vector<3xf64>)
  ^bb1:
    %v9 = arith.constant false
    %v10 = arith.constant 0 : index
    %v11 = arith.select %v9, %v10, %v10 : index
    %v12 = arith.constant false
    %v13 = arith.select %v12, %arg0, %arg0 : i32
    %v14 = arith.constant -2.5 : f16
    %v15 = arith.extf %v14 : f16 to f64
    %v16 = arith.constant dense<[7, 7, -1]> : vector<3xi32>
    %v17 = arith.shrui %v16, %v16 : vector<3xi32>
    %v18 = arith.constant dense<3> : vector<3xi32>
    %v19 = arith.remsi %v18, %v17 : vector<3xi32>
    %v20 = arith.constant dense<[100.0, 3.0, 6.550400e+04]> : vector<3xf64>
    cf.br ^bb2(%v20 : vector<3xf64>)
  ^bb2(%b2_0: vector<3xf64>):
    %v21 = arith.index_castui %arg1 : index to i64
    %v22 = arith.constant 100.0 : f16
    %v23 = arith.constant 6.550400e+04 : f16
    %v24 = arith.divf %v22, %v23 : f16
    %v25 = arith.shrsi %arg0, %arg0 : i32
    %v26 = arith.constant 0x7FC00000 : f32
    %v27 = arith.constant false
    return %v27 : i1
  }
}
