// FLAGS: --convert-arith-to-spirv
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Shader, Int8, Int16, Float16], []>, #spirv.resource_limits<>>} {
  func.func @f0(%arg0: vector<8xi32>, %arg1: f32) -> vector<3xi32> {
    %v1 = arith.cmpf uge, %arg1, %arg1 : f32
    %v2 = arith.constant dense<-2147483648> : vector<8xi32>
    %v3 = func.call @f0(%v2, %arg1) : (vector<8xi32>, f32) -> (vector<3xi32>)
    %v4 = arith.constant dense<2> : vector<8xi32>
    %v5 = arith.shrui %v4, %v4 : vector<8xi32>
    %v6 = arith.cmpi sle, %v5, %v4 : vector<8xi32>
    cf.br ^bb1
  ^bb1:
    %v7 = arith.constant 0 : index
    %v8 = arith.remsi %v7, %v7 : index
    %v9 = arith.constant dense<1> : vector<3xi32>
    return %v9 : vector<3xi32>
  }
}
