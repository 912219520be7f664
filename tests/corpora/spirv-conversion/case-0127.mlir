// FLAGS: --convert-arith-to-spirv
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.5, [Shader, Int8, Int16, Int64, Float16, Float64], []>, #spirv.resource_limits<>>} {
  func.func @f0(%arg0: i64, %arg1: vector<3xi1>, %arg2: f32) -> (index, index) {
    %v1 = arith.constant dense<6.550400e+04> : vector<2xf32>
    %v2 = arith.constant dense<[false]> : vector<1xi1>
    %v3 = arith.constant dense<1.0> : vector<1xf32>
    %v4 = arith.constant dense<3.0> : vector<1xf32>
    %v5 = arith.select %v2, %v3, %v4 : vector<1xi1>, vector<1xf32>
    %v6 = arith.sitofp %arg0 : i64 to f16
    %v7 = func.call @f1() : () -> (vector<4xf16>)
    %v8 = arith.constant -1 : i32
    %v9 = arith.maxui %v8, %v8 : i32
    %v10 = arith.constant false
    cf.cond_br %v10, ^bb2(%v2 : vector<1xi1>), ^bb1(%arg2, %arg2 : f32, f32)
  ^bb1(%b1_0: f32, %b1_1: f32):
    %v11 = arith.mulf %b1_1, %arg2 : f32
    %v12 = arith.subi %arg0, %arg0 : i64
    %v13 = arith.constant dense<[true]> : vector<1xi1>
    cf.br ^bb2(%v13 : vector<1xi1>)
  ^bb2(%b2_0: vector<1xi1>):
    %v14 = arith.extsi %b2_0 : vector<1xi1> to vector<1xi16>
    %v15 = arith.constant dense<[7, 7, 7, -1, 3, -1, -1, 42]> : vector<8xi16>
    %v16 = arith.trunci %arg0 : i64 to i32
    %v17 = arith.constant 1.0 : f32
    %v18 = arith.maxnumf %v17, %arg2 : f32
    %v19 = arith.constant 0 : i64
    %v20 = arith.sitofp %v19 : i64 to f32
    %v21 = arith.constant 0 : index
    return %v21, %v21 : index, index
  }
  func.func @f1() -> vector<4xf16> {
    %v1 = arith.constant dense<100.0> : vector<2xf64>
    %v2 = arith.constant dense<[0.0, 100.0]> : vector<2xf64>
    %v3 = arith.maxnumf %v1, %v2 : vector<2xf64>
    %v4 = arith.constant dense<4294967296> : vector<4xi64>
    %v5 = arith.xori %v4, %v4 : vector<4xi64>
    %v6 = arith.constant dense<100.0> : vector<4xf16>
    return %v6 : vector<4xf16>
  }
}
