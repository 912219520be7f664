// FLAGS: --convert-cf-to-spirv
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.5, [Shader, Int8, Int16, Int64, Float16, Float64, Vector16], []>, #spirv.resource_limits<>>} {
  func.func @f0(%arg0: i32) -> f32 {
    %v1 = arith.constant 3.0 : f32
    %v2 = arith.constant 1.0 : f32
    %v3 = arith.minnumf %v1, %v2 : f32
    %v4 = arith.constant false
    %v5 = arith.constant -2.5 : f32
    %v6 = arith.subf %v1, %v5 : f32
    %v7 = arith.shli %arg0, %arg0 : i32
    %v8 = arith.constant 0.0 : f32
    %v9 = arith.negf %v8 : f32
    %v10 = arith.constant true
    %v11 = arith.constant dense<0> : vector<2xi64>
    %v12 = arith.constant dense<-2147483648> : vector<4xi32>
    cf.cond_br %v10, ^bb2(%v11, %v12 : vector<2xi64>, vector<4xi32>), ^bb1
  ^bb1:
    %v13 = arith.constant 42 : index
    %v14 = arith.andi %v13, %v13 : index
    %v15 = arith.constant 2 : index
    %v16 = arith.cmpi sge, %v13, %v15 : index
    %v17 = arith.constant 0.5 : f32
    %v18 = arith.addf %v17, %v17 : f32
    %v19 = arith.constant dense<7> : vector<2xi32>
    %v20 = arith.constant dense<[4294967296, 7]> : vector<2xi64>
    %v21 = arith.constant dense<[7, 3, 7, 1]> : vector<4xi32>
    %v22 = arith.constant dense<42> : vector<2xi64>
    %v23 = arith.constant dense<[2, 3, 2, 1]> : vector<4xi32>
    cf.cond_br %v16, ^bb2(%v20, %v21 : vector<2xi64>, vector<4xi32>), ^bb2(%v22, %v23 : vector<2xi64>, vector<4xi32>)
  ^bb2(%b2_0: vector<2xi64>, %b2_1: vector<4xi32>):
    %v24 = arith.constant dense<3> : vector<4xi32>
    %v25 = arith.divui %b2_1, %v24 : vector<4xi32>
    %v26 = arith.constant 100.0 : f32
    return %v26 : f32
  }
  func.func @f1(%arg0: f16, %arg1: vector<1xi32>) -> f32 {
    %v1 = arith.constant -1 : i16
    %v2 = arith.uitofp %v1 : i16 to f64
    %v3 = arith.negf %arg0 : f16
    %v4 = arith.constant true
    %v5 = arith.constant dense<[0.0, 6.550400e+04, 6.550400e+04, 6.550400e+04]> : vector<4xf32>
    cf.cond_br %v4, ^bb1(%v5 : vector<4xf32>), ^bb1(%v5 : vector<4xf32>)
  ^bb1(%b1_0: vector<4xf32>):
    %v6 = arith.cmpf one, %arg0, %arg0 : f16
    %v7 = arith.constant -1 : i8
    %v8 = arith.constant 6.550400e+04 : f32
    return %v8 : f32
  }
  func.func @f2(%arg0: vector<4xi64>, %arg1: f16) {
    %v1 = arith.constant 0.0 : f16
    %v2 = arith.fptosi %v1 : f16 to i1
    %v3 = arith.constant dense<[1.0, -2.5]> : vector<2xf32>
    %v4 = arith.constant 3.0 : f32
    %v5 = arith.constant dense<0.5> : vector<2xf64>
    cf.br ^bb2
  ^bb1(%b1_0: f64, %b1_1: f32):
    func.call @f2(%arg0, %arg1) : (vector<4xi64>, f16) -> ()
    %v6 = arith.constant dense<[9223372036854775807, 1, 3, 4294967296]> : vector<4xi64>
    %v7 = arith.xori %arg0, %v6 : vector<4xi64>
    %v8 = arith.maxsi %arg0, %arg0 : vector<4xi64>
    %v9 = arith.constant 6.550400e+04 : f16
    %v10 = arith.minnumf %arg1, %v9 : f16
    %v11 = arith.constant false
    cf.cond_br %v11, ^bb2, ^bb2
  ^bb2:
    %v12 = arith.maxsi %arg0, %arg0 : vector<4xi64>
    %v13 = arith.constant 32767 : i16
    %v14 = arith.divui %v13, %v13 : i16
    %v15 = arith.constant true
    %v16 = arith.constant dense<[1.0, -0.0]> : vector<2xf32>
    %v17 = arith.select %v15, %v16, %v16 : vector<2xf32>
    return
  }
}
