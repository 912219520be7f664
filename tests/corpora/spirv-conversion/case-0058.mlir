// FLAGS: --convert-func-to-spirv=emulate-lt-32-bit-scalar-types=false
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.2, [Shader, Int16, Int64, Float16], []>, #spirv.resource_limits<>>} {
  func.func @f0(%arg0: f32, %arg1: index) {
    %v1 = arith.xori %arg1, %arg1 : index
    return
  }
  func.func @f1(%arg0: vector<4xi1>, %arg1: vector<3xi32>, %arg2: i32, %arg3: i1) -> f64 {
    %v1 = arith.constant dense<3> : vector<4xi32>
    %v2 = arith.constant 2147483647 : i32
    %v3 = arith.andi %arg2, %v2 : i32
    %v4 = arith.constant false
    %v5 = arith.andi %v4, %v4 : i1
    %v6 = arith.extui %v5 : i1 to i64
    %v7 = arith.select %arg3, %v1, %v1 : vector<4xi32>
    %v8 = arith.constant 100.0 : f16
    %v9 = arith.constant 7 : index
    %v10 = arith.constant 3 : index
    cf.cond_br %v4, ^bb1(%v8, %v9 : f16, index), ^bb1(%v8, %v10 : f16, index)
  ^bb1(%b1_0: f16, %b1_1: index):
    %v11 = arith.constant dense<[3.0, 100.0]> : vector<2xf32>
    %v12 = arith.remf %v11, %v11 : vector<2xf32>
    %v13 = arith.constant 1.0 : f32
    %v14 = arith.divf %v13, %v13 : f32
    %v15 = arith.constant 0.0 : f64
    return %v15 : f64
  }
  func.func @f2(%arg0: vector<1xi8>) -> f32 {
    %v1 = arith.constant 1.0 : f32
    %v2 = arith.remf %v1, %v1 : f32
    %v3 = arith.constant dense<[100.0, 1.0, 3.0]> : vector<3xf16>
    %v4 = arith.negf %v3 : vector<3xf16>
    %v5 = arith.constant 1.0 : f16
    %v6 = arith.constant 2 : i32
    %v7 = arith.constant dense<2> : vector<4xi32>
    cf.br ^bb1(%v6, %v7 : i32, vector<4xi32>)
  ^bb1(%b1_0: i32, %b1_1: vector<4xi32>):
    %v8 = arith.constant -1 : i32
    %v9 = arith.constant dense<[-0.0, 0.5, 1.0]> : vector<3xf32>
    %v10 = arith.constant dense<-2.5> : vector<3xf32>
    %v11 = arith.cmpf uno, %v9, %v10 : vector<3xf32>
    %v12 = arith.cmpf ogt, %v10, %v10 : vector<3xf32>
    %v13 = arith.constant dense<-2.5> : vector<2xf32>
    %v14 = arith.fptoui %v13 : vector<2xf32> to vector<2xi32>
    %v15 = arith.constant true
    %v16 = arith.constant 0 : i32
    cf.cond_br %v15, ^bb2(%v16, %v15 : i32, i1), ^bb2(%b1_0, %v15 : i32, i1)
  ^bb2(%b2_0: i32, %b2_1: i1):
    %v17 = arith.shrsi %arg0, %arg0 : vector<1xi8>
    %v18 = arith.constant dense<[1]> : vector<1xi8>
    %v19 = arith.cmpi slt, %v17, %v18 : vector<1xi8>
    %v20 = arith.constant -2.5 : f64
    %v21 = arith.cmpf ueq, %v20, %v20 : f64
    %v22 = arith.constant 0.5 : f32
    return %v22 : f32
  }
}
