// FLAGS: --convert-arith-to-spirv
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.6, [Shader, Int8, Float16], []>, #spirv.resource_limits<>>} {
  func.func @f0(%arg0: vector<2xf32>, %arg1: vector<1xi32>, %arg2: i32, %arg3: f32) -> i32 {
    %v1 = arith.fptosi %arg3 : f32 to i8
    %v2 = arith.constant 0x7F800000 : f32
    %v3 = arith.cmpf ugt, %v2, %v2 : f32
    return %arg2 : i32
  }
  func.func @f1(%arg0: vector<2xf32>, %arg1: i32, %arg2: vector<4xi1>, %arg3: i32) -> vector<4xi8> {
    %v1 = arith.constant 0 : i32
    %v2 = arith.cmpi sle, %v1, %arg1 : i32
    %v3 = arith.cmpf ult, %arg0, %arg0 : vector<2xf32>
    %v4 = arith.constant 100.0 : f32
    %v5 = arith.select %v2, %v4, %v4 : f32
    %v6 = arith.constant 2 : i32
    cf.br ^bb1
  ^bb1:
    %v7 = arith.constant dense<-2.5> : vector<3xf32>
    %v8 = arith.constant 100.0 : f32
    %v9 = arith.constant 3 : i32
    %v10 = arith.remsi %v9, %arg1 : i32
    %v11 = arith.constant dense<[0.0, 3.0]> : vector<2xf32>
    %v12 = arith.fptosi %v11 : vector<2xf32> to vector<2xi32>
    %v13 = arith.constant 1 : i32
    cf.br ^bb1
  }
}
