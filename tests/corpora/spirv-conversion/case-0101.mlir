// FLAGS: --convert-cf-to-spirv=emulate-unsupported-float-types=false
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.2, [Kernel, Int8, Int16, Int64, Float16], []>, #spirv.resource_limits<>>} {
  func.func @f0(%arg0: vector<4xf32>, %arg1: vector<4xi1>, %arg2: f32, %arg3: i32) -> vector<4xi32> {
    %v1 = arith.constant 7 : i8
    %v2 = arith.fptosi %arg0 : vector<4xf32> to vector<4xi1>
    %v3 = arith.constant 1 : i32
    %v4 = arith.divsi %v3, %v3 : i32
    %v5 = arith.cmpi sle, %v3, %arg3 : i32
    %v6 = arith.constant -1 : index
    cf.br ^bb1(%v6, %arg3 : index, i32)
  ^bb1(%b1_0: index, %b1_1: i32):
    %v7 = arith.index_castui %b1_0 : index to i16
    %v8 = arith.constant dense<[false, true, true, false]> : vector<4xi1>
    %v9 = arith.extsi %v8 : vector<4xi1> to vector<4xi8>
    %v10 = arith.remsi %arg3, %arg3 : i32
    %v11 = arith.constant dense<[3, 127, 3, 2]> : vector<4xi8>
    %v12 = arith.ori %v9, %v11 : vector<4xi8>
    %v13 = arith.constant dense<[7, 65536, 7, 3]> : vector<4xi32>
    return %v13 : vector<4xi32>
  }
}
