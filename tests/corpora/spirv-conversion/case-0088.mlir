// FLAGS: --convert-arith-to-spirv=emulate-lt-32-bit-scalar-types=false
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.5, [Shader, Int8, Int16, Float16, Float64], []>, #spirv.resource_limits<>>} {
  func.func @f0(%arg0: f32, %arg1: i8) -> i8 {
    %v1 = arith.constant dense<[100.0, 0.5]> : vector<2xf32>
    %v2 = arith.constant dense<3.0> : vector<2xf32>
    %v3 = arith.cmpf une, %v1, %v2 : vector<2xf32>
    %v4 = arith.minnumf %v2, %v2 : vector<2xf32>
    %v5 = arith.constant dense<[-2.5, 0.0]> : vector<2xf32>
    %v6 = arith.cmpf une, %v1, %v5 : vector<2xf32>
    %v7 = arith.cmpi uge, %arg1, %arg1 : i8
    cf.cond_br %v7, ^bb1(%arg0, %v1 : f32, vector<2xf32>), ^bb1(%arg0, %v1 : f32, vector<2xf32>)
  ^bb1(%b1_0: f32, %b1_1: vector<2xf32>):
    %v8 = arith.extui %arg1 : i8 to i32
    %v9 = arith.constant -1 : i8
    %v10 = arith.index_cast %v9 : i8 to index
    %v11 = arith.maxui %v8, %v8 : i32
    %v12 = arith.divsi %v11, %v8 : i32
    return %v9 : i8
  }
}
