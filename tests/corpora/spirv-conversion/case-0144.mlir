// FLAGS: --convert-arith-to-spirv --convert-func-to-spirv --convert-cf-to-spirv
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.4, [Kernel, Int16, Int64, Float16, Float64], []>, #spirv.resource_limits<>>} {
  func.func @f0() {
    %v1 = arith.constant dense<true> : vector<4xi1>
    %v2 = arith.constant dense<[-1, 7, 4294967296, 0]> : vector<4xindex>
    %v3 = arith.select %v1, %v2, %v2 : vector<4xi1>, vector<4xindex>
    %v4 = arith.constant -2.5 : f64
    %v5 = arith.cmpf ole, %v4, %v4 : f64
    cf.br ^bb2
  ^bb1(%b1_0: vector<4xindex>, %b1_1: i32):
    %v6 = arith.cmpi eq, %b1_1, %b1_1 : i32
    %v7 = arith.sitofp %v6 : i1 to f32
    cf.cond_br %v6, ^bb2, ^bb2
  ^bb2:
    %v8 = arith.constant dense<[-0.0, -0.0]> : vector<2xf32>
    %v9 = arith.constant 1 : i32
    %v10 = arith.cmpi slt, %v9, %v9 : i32
    %v11 = arith.constant dense<3> : vector<4xindex>
    cf.cond_br %v10, ^bb1(%v11, %v9 : vector<4xindex>, i32), ^bb2
  }
  func.func @f1() -> f32 {
    %v1 = arith.constant 1 : i32
    %v2 = arith.index_castui %v1 : i32 to index
    %v3 = arith.constant 7 : index
    %v4 = arith.remsi %v3, %v2 : index
    %v5 = arith.constant -0.0 : f32
    %v6 = arith.remf %v5, %v5 : f32
    %v7 = arith.constant 2 : i64
    %v8 = arith.cmpi uge, %v7, %v7 : i64
    return %v6 : f32
  }
}
