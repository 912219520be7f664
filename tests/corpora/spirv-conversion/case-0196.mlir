// FLAGS: --convert-cf-to-spirv --convert-func-to-spirv --convert-arith-to-spirv
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.3, [Shader, Int8, Int64, Float16], []>, #spirv.resource_limits<>>} {
  func.func @f0(%arg0: f32, %arg1: i32) -> i32 {
    %v1 = arith.constant 42 : i16
    %v2 = arith.maxui %v1, %v1 : i16
    %v3 = arith.constant dense<1> : vector<1xi32>
    %v4 = arith.bitcast %v3 : vector<1xi32> to vector<1xi32>
    %v5 = arith.constant true
    cf.br ^bb1(%arg0, %v5 : f32, i1)
  ^bb1(%b1_0: f32, %b1_1: i1):
    %v6 = arith.constant 1.0 : f16
    %v7 = arith.addf %v6, %v6 : f16
    %v8 = arith.extsi %b1_1 : i1 to i16
    %v9 = arith.extf %arg0 : f32 to f64
    %v10 = arith.fptoui %v9 : f64 to i1
    %v11 = arith.constant false
    %v12 = arith.extsi %v11 : i1 to i64
    return %arg1 : i32
  }
  func.func @f1(%arg0: vector<4xf32>, %arg1: f32, %arg2: vector<4xf16>, %arg3: vector<2xi32>) -> i32 {
    %v1 = arith.constant -1 : i16
    %v2 = arith.constant 2 : i16
    %v3 = arith.shli %v1, %v2 : i16
    %v4 = arith.maxnumf %arg1, %arg1 : f32
    %v5 = arith.constant true
    %v6 = arith.constant 42 : i32
    cf.cond_br %v5, ^bb1(%v4, %v6 : f32, i32), ^bb1(%v4, %v6 : f32, i32)
  ^bb1(%b1_0: f32, %b1_1: i32):
    %v7 = arith.constant 1.0 : f32
    %v8 = arith.constant 42 : i32
    %v9 = func.call @f0(%v7, %v8) : (f32, i32) -> (i32)
    %v10 = arith.constant dense<2> : vector<2xi32>
    %v11 = arith.constant dense<[65536, 42]> : vector<2xi32>
    %v12 = arith.minui %v10, %v11 : vector<2xi32>
    return %v9 : i32
  }
  func.func @f2() -> vector<1xi16> {
    %v1 = arith.constant dense<-1> : vector<4xi32>
    %v2 = arith.index_castui %v1 : vector<4xi32> to vector<4xindex>
    %v3 = arith.constant dense<1000> : vector<4xindex>
    %v4 = arith.addi %v3, %v3 : vector<4xindex>
    %v5 = arith.constant dense<[1]> : vector<1xi16>
    return %v5 : vector<1xi16>
  }
}
