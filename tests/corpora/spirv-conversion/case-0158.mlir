// FLAGS: --convert-arith-to-spirv=emulate-unsupported-float-types=false
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.1, [Shader, Int8, Int16, Int64, Float64], []>, #spirv.resource_limits<>>} {
  func.func @f0() -> vector<2xindex> {
    %v1 = arith.constant dense<2> : vector<2xi8>
    %v2 = arith.minsi %v1, %v1 : vector<2xi8>
    %v3 = arith.constant true
    cf.cond_br %v3, ^bb1, ^bb1
  ^bb1:
    %v4 = func.call @f0() : () -> (vector<2xindex>)
    %v5 = arith.constant 100.0 : f16
    %v6 = arith.cmpf ole, %v5, %v5 : f16
    %v7 = arith.index_cast %v4 : vector<2xindex> to vector<2xi64>
    %v8 = arith.remsi %v4, %v4 : vector<2xindex>
    %v9 = arith.sitofp %v6 : i1 to f64
    %v10 = arith.constant 2 : i16
    %v11 = arith.constant 3.0 : f32
    cf.br ^bb2(%v10, %v11 : i16, f32)
  ^bb2(%b2_0: i16, %b2_1: f32):
    %v12 = func.call @f0() : () -> (vector<2xindex>)
    %v13 = arith.constant dense<[false, false]> : vector<2xi1>
    %v14 = arith.select %v13, %v12, %v12 : vector<2xi1>, vector<2xindex>
    %v15 = func.call @f0() : () -> (vector<2xindex>)
    %v16 = arith.constant dense<[7, 1, 2]> : vector<3xi32>
    %v17 = arith.andi %v16, %v16 : vector<3xi32>
    return %v12 : vector<2xindex>
  }
}
