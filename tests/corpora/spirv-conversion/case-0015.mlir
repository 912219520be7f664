// FLAGS: --convert-arith-to-spirv --convert-func-to-spirv --convert-cf-to-spirv
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.3, [Kernel, Int8, Float16, Float64, Vector16], []>, #spirv.resource_limits<>>} {
  func.func @f0() -> (vector<4xi32>, i32) {
    %v1 = arith.constant dense<1.0> : vector<2xf32>
    %v2 = arith.constant 0 : i16
    %v3 = arith.constant 0.5 : f32
    %v4 = func.call @f1(%v1, %v2, %v3) : (vector<2xf32>, i16, f32) -> (index)
    %v5 = arith.constant -2.5 : f64
    %v6 = arith.cmpf uge, %v5, %v5 : f64
    %v7 = arith.constant dense<0> : vector<4xi32>
    %v8 = arith.constant 3 : i32
    return %v7, %v8 : vector<4xi32>, i32
  }
  func.func @f1(%arg0: vector<2xf32>, %arg1: i16, %arg2: f32) -> index {
    %v1 = arith.maxnumf %arg2, %arg2 : f32
    %v2 = arith.constant dense<[-2.5, 6.550400e+04]> : vector<2xf32>
    %v3 = arith.cmpf olt, %arg0, %v2 : vector<2xf32>
    %v4 = arith.constant true
    %v5 = arith.constant 4294967296 : index
    cf.cond_br %v4, ^bb2(%v5 : index), ^bb2(%v5 : index)
  ^bb1(%b1_0: i1, %b1_1: index):
    %v6 = arith.cmpf true, %arg2, %arg2 : f32
    %v7 = arith.remf %arg0, %arg0 : vector<2xf32>
    %v8 = arith.maxsi %arg1, %arg1 : i16
    %v9 = arith.constant dense<[-2.5, 6.550400e+04, 0.0, 0.0]> : vector<4xf32>
    cf.br ^bb2(%b1_1 : index)
  ^bb2(%b2_0: index):
    %v10 = arith.constant dense<[true, false]> : vector<2xi1>
    %v11 = arith.index_castui %v10 : vector<2xi1> to vector<2xindex>
    %v12 = arith.constant dense<[100.0, 1.0]> : vector<2xf32>
    %v13 = func.call @f1(%v12, %arg1, %arg2) : (vector<2xf32>, i16, f32) -> (index)
    %v14 = arith.constant 100.0 : f32
    %v15 = arith.cmpf olt, %arg2, %v14 : f32
    %v16 = arith.index_castui %v11 : vector<2xindex> to vector<2xi16>
    return %b2_0 : index
  }
  func.func @f2(%arg0: vector<2xf16>, %arg1: vector<3xi32>) -> vector<4xi32> {
    %v1 = arith.constant dense<[0.5, 6.550400e+04]> : vector<2xf16>
    %v2 = arith.negf %v1 : vector<2xf16>
    %v3 = arith.constant dense<[0, 2, -2147483648, -1]> : vector<4xi32>
    return %v3 : vector<4xi32>
  }
}
