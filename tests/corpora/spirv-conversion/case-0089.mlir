// FLAGS: --convert-arith-to-spirv
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.2, [Kernel, Int8, Int64, Float16], []>, #spirv.resource_limits<>>} {
  func.func @f0(%arg0: i32, %arg1: vector<4xf32>, %arg2: i32, %arg3: vector<4xf32>) -> i32 {
    %v1 = arith.extsi %arg0 : i32 to i64
    %v2 = arith.constant dense<[2, 0, 2, 3]> : vector<4xindex>
    cf.br ^bb1(%arg0, %v2 : i32, vector<4xindex>)
  ^bb1(%b1_0: i32, %b1_1: vector<4xindex>):
    %v3 = arith.constant false
    %v4 = arith.select %v3, %arg2, %b1_0 : i32
    %v5 = arith.constant 0x7F800000 : f32
    %v6 = arith.select %v3, %v5, %v5 : f32
    %v7 = arith.xori %arg2, %b1_0 : i32
    %v8 = arith.constant 1 : i32
    %v9 = arith.cmpi ne, %v8, %v4 : i32
    %v10 = arith.constant 7 : i32
    %v11 = arith.constant dense<[2, 42, 42, 7]> : vector<4xindex>
    cf.cond_br %v3, ^bb1(%v10, %v11 : i32, vector<4xindex>), ^bb1(%v7, %v11 : i32, vector<4xindex>)
  }
  func.func @f1(%arg0: f64, %arg1: vector<2xi32>) {
    %v1 = arith.bitcast %arg0 : f64 to i64
    return
  }
}
