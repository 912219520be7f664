// FLAGS: --convert-cf-to-spirv --convert-func-to-spirv --convert-arith-to-spirv
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.2, [Shader, Int8, Int16, Int64, Float16, Float64], []>, #spirv.resource_limits<>>} {
  func.func @f0(%arg0: index, %arg1: vector<2xi32>, %arg2: f32, %arg3: vector<4xindex>) -> f32 {
    %v1 = arith.constant dense<1> : vector<2xi32>
    %v2 = arith.ori %arg1, %v1 : vector<2xi32>
    %v3 = arith.constant 42 : i32
    %v4 = arith.divsi %v3, %v3 : i32
    %v5 = arith.constant 7 : index
    %v6 = arith.divsi %arg0, %v5 : index
    %v7 = arith.constant -1 : index
    %v8 = arith.constant 4294967296 : index
    %v9 = arith.xori %v7, %v8 : index
    %v10 = arith.constant 7 : i32
    %v11 = arith.remsi %v4, %v10 : i32
    %v12 = arith.constant true
    %v13 = arith.constant dense<[100.0, 6.550400e+04, -0.0]> : vector<3xf64>
    %v14 = arith.constant dense<0.0> : vector<3xf64>
    cf.cond_br %v12, ^bb1(%v13, %arg1 : vector<3xf64>, vector<2xi32>), ^bb1(%v14, %v2 : vector<3xf64>, vector<2xi32>)
  ^bb1(%b1_0: vector<3xf64>, %b1_1: vector<2xi32>):
    %v15 = arith.maximumf %b1_0, %b1_0 : vector<3xf64>
    %v16 = arith.constant dense<0.0> : vector<2xf32>
    %v17 = arith.bitcast %v16 : vector<2xf32> to vector<2xi32>
    %v18 = arith.fptosi %v15 : vector<3xf64> to vector<3xi64>
    %v19 = arith.constant true
    %v20 = arith.constant dense<[2, 2]> : vector<2xi32>
    cf.cond_br %v19, ^bb1(%v15, %b1_1 : vector<3xf64>, vector<2xi32>), ^bb1(%b1_0, %v20 : vector<3xf64>, vector<2xi32>)
  }
}
