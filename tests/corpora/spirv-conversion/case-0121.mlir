// FLAGS: --convert-arith-to-spirv
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.2, [Kernel, Int8, Float16, Float64], []>, #spirv.resource_limits<>>} {
  func.func @f0() -> i32 {
    %v1 = arith.constant dense<3> : vector<4xi32>
    %v2 = arith.index_castui %v1 : vector<4xi32> to vector<4xindex>
    %v3 = arith.constant dense<[0.5, -0.0, 100.0, 1.0, 0.0, 1.0, -0.0, 0.0]> : vector<8xf64>
    %v4 = arith.constant 100.0 : f32
    %v5 = arith.fptosi %v4 : f32 to i8
    %v6 = arith.shrsi %v5, %v5 : i8
    %v7 = arith.constant false
    %v8 = arith.constant dense<0> : vector<2xindex>
    cf.cond_br %v7, ^bb2(%v8 : vector<2xindex>), ^bb1
  ^bb1:
    %v9 = arith.constant dense<[7, 42, 2]> : vector<3xi32>
    %v10 = arith.constant dense<2> : vector<3xi32>
    %v11 = arith.extsi %v10 : vector<3xi32> to vector<3xi64>
    %v12 = arith.constant 3 : i32
    %v13 = arith.addi %v12, %v12 : i32
    %v14 = arith.constant dense<[7, 3, 42]> : vector<3xi32>
    %v15 = arith.addi %v10, %v14 overflow<nuw> : vector<3xi32>
    %v16 = arith.constant dense<[2, -1]> : vector<2xindex>
    cf.br ^bb2(%v16 : vector<2xindex>)
  ^bb2(%b2_0: vector<2xindex>):
    %v17 = arith.ori %b2_0, %b2_0 : vector<2xindex>
    %v18 = arith.constant -0.0 : f16
    %v19 = arith.fptoui %v18 : f16 to i32
    %v20 = arith.constant dense<-1> : vector<2xi32>
    %v21 = arith.constant dense<[7, 2]> : vector<2xi32>
    %v22 = arith.cmpi slt, %v20, %v21 : vector<2xi32>
    %v23 = arith.bitcast %v18 : f16 to i16
    %v24 = arith.trunci %v23 : i16 to i8
    %v25 = arith.constant 2147483647 : i32
    return %v25 : i32
  }
  func.func @f1(%arg0: vector<4xindex>, %arg1: i1, %arg2: i16) -> i8 {
    %v1 = arith.cmpi slt, %arg2, %arg2 : i16
    %v2 = arith.constant 0.0 : f32
    %v3 = arith.cmpf ueq, %v2, %v2 : f32
    %v4 = arith.constant 3 : i8
    %v5 = arith.divui %v4, %v4 : i8
    %v6 = arith.index_castui %arg0 : vector<4xindex> to vector<4xi8>
    %v7 = arith.constant 6.550400e+04 : f32
    %v8 = arith.negf %v7 : f32
    cf.cond_br %arg1, ^bb1, ^bb1
  ^bb1:
    %v9 = arith.index_castui %arg0 : vector<4xindex> to vector<4xi8>
    %v10 = arith.constant dense<[3, 7, 2, 3]> : vector<4xindex>
    %v11 = arith.cmpi ult, %v10, %v10 : vector<4xindex>
    cf.cond_br %arg1, ^bb1, ^bb1
  }
}
