// FLAGS: --convert-func-to-spirv=emulate-unsupported-float-types=false
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Kernel, Int8, Int64, Float16, Float64], []>, #spirv.resource_limits<>>} {
  func.func @f0(%arg0: i1) -> vector<4xf16> {
    %v1 = arith.uitofp %arg0 : i1 to f16
    %v2 = arith.constant 100.0 : f32
    %v3 = arith.constant dense<[100.0, -0.0]> : vector<2xf32>
    cf.br ^bb2(%v3 : vector<2xf32>)
  ^bb1(%b1_0: i32, %b1_1: vector<4xf32>):
    %v4 = arith.divf %b1_1, %b1_1 : vector<4xf32>
    %v5 = arith.constant 0 : i32
    %v6 = arith.constant 0 : i32
    %v7 = arith.shrui %v5, %v6 : i32
    %v8 = arith.constant dense<0.0> : vector<3xf32>
    %v9 = arith.cmpf ole, %v8, %v8 : vector<3xf32>
    %v10 = arith.constant dense<-0.0> : vector<2xf32>
    cf.cond_br %arg0, ^bb2(%v10 : vector<2xf32>), ^bb2(%v10 : vector<2xf32>)
  ^bb2(%b2_0: vector<2xf32>):
    %v11 = arith.extsi %arg0 : i1 to i16
    %v12 = arith.constant -0.0 : f32
    %v13 = arith.divf %v12, %v12 : f32
    %v14 = arith.constant -1 : i16
    %v15 = arith.constant 0 : i16
    %v16 = arith.shrui %v14, %v15 : i16
    %v17 = arith.constant dense<[6.550400e+04, 0.0, 100.0, 0.0]> : vector<4xf16>
    return %v17 : vector<4xf16>
  }
  func.func @f1(%arg0: f64, %arg1: f64) {
    %v1 = arith.minimumf %arg0, %arg1 : f64
    %v2 = arith.constant dense<42> : vector<2xi32>
    %v3 = arith.maxsi %v2, %v2 : vector<2xi32>
    %v4 = arith.divui %v3, %v3 : vector<2xi32>
    %v5 = arith.constant true
    %v6 = arith.constant 0 : i32
    %v7 = arith.constant 32767 : i16
    %v8 = arith.constant 42 : i64
    %v9 = arith.constant dense<[-2.5, -2.5, 6.550400e+04, 3.0]> : vector<4xf16>
    cf.cond_br %v5, ^bb2(%v6, %v7 : i32, i16), ^bb1(%v8, %v9 : i64, vector<4xf16>)
  ^bb1(%b1_0: i64, %b1_1: vector<4xf16>):
    %v10 = arith.constant 0 : index
    %v11 = arith.constant 42 : index
    %v12 = arith.cmpi slt, %v10, %v11 : index
    %v13 = arith.constant 1 : i32
    %v14 = arith.constant 7 : i16
    cf.br ^bb2(%v13, %v14 : i32, i16)
  ^bb2(%b2_0: i32, %b2_1: i16):
    %v15 = arith.constant 7 : i32
    %v16 = arith.xori %v15, %v15 : i32
    %v17 = arith.constant false
    %v18 = func.call @f0(%v17) : (i1) -> (vector<4xf16>)
    %v19 = arith.constant false
    %v20 = func.call @f0(%v19) : (i1) -> (vector<4xf16>)
    %v21 = arith.constant 2147483647 : i32
    %v22 = arith.select %v17, %v15, %v21 : i32
    return
  }
  func.func @f2(%arg0: f32, %arg1: index) -> i32 {
    %v1 = arith.minsi %arg1, %arg1 : index
    %v2 = arith.constant 7 : index
    %v3 = arith.cmpi sgt, %v2, %v1 : index
    %v4 = arith.constant false
    %v5 = arith.select %v3, %v4, %v3 : i1
    %v6 = arith.constant dense<[1.0, 100.0]> : vector<2xf32>
    %v7 = arith.constant dense<[2, 1, 3, 42]> : vector<4xi32>
    cf.br ^bb2(%v6, %v7 : vector<2xf32>, vector<4xi32>)
  ^bb1:
    %v8 = arith.constant -1 : i32
    %v9 = arith.addi %v8, %v8 : i32
    %v10 = arith.constant 1.0 : f32
    %v11 = arith.subf %v10, %v10 : f32
    %v12 = arith.index_cast %arg1 : index to i1
    %v13 = arith.constant dense<100.0> : vector<2xf32>
    %v14 = arith.constant dense<[1, 42, 3, 2]> : vector<4xi32>
    cf.cond_br %v12, ^bb2(%v13, %v14 : vector<2xf32>, vector<4xi32>), ^bb2(%v13, %v14 : vector<2xf32>, vector<4xi32>)
  ^bb2(%b2_0: vector<2xf32>, %b2_1: vector<4xi32>):
    %v15 = arith.addi %b2_1, %b2_1 : vector<4xi32>
    %v16 = arith.constant false
    %v17 = arith.constant dense<[3, 65536, -2147483648, 2147483647]> : vector<4xi32>
    cf.cond_br %v16, ^bb2(%b2_0, %v15 : vector<2xf32>, vector<4xi32>), ^bb2(%b2_0, %v17 : vector<2xf32>, vector<4xi32>)
  }
}
