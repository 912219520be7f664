// FLAGS: --convert-func-to-spirv=emulate-unsupported-float-types=false
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.1, [Shader, Int8, Int16, Int64, Float16, Float64], []>, #spirv.resource_limits<>>} {
  func.func @f0(%arg0: i16, %arg1: i8) {
    %v1 = arith.constant dense<[-1, 0, 42, 0]> : vector<4xi8>
    %v2 = arith.shli %v1, %v1 : vector<4xi8>
    return
  }
  func.func @f1(%arg0: i32) -> vector<2xi64> {
    %v1 = arith.constant 1000 : i16
    %v2 = arith.constant 0 : i8
    func.call @f0(%v1, %v2) : (i16, i8) -> ()
    %v3 = arith.constant 2147483647 : i32
    %v4 = arith.sitofp %v3 : i32 to f32
    %v5 = arith.constant 0x7C00 : f16
    %v6 = arith.extf %v5 : f16 to f32
    %v7 = arith.constant dense<-1> : vector<4xi16>
    %v8 = arith.bitcast %v7 : vector<4xi16> to vector<4xf16>
    func.call @f0(%v1, %v2) : (i16, i8) -> ()
    %v9 = arith.constant dense<[0, 2]> : vector<2xi64>
    return %v9 : vector<2xi64>
  }
  func.func @f2(%arg0: f32, %arg1: vector<2xi32>, %arg2: i32) {
    %v1 = arith.constant 7 : index
    %v2 = arith.minui %v1, %v1 : index
    %v3 = arith.constant dense<[1, 3]> : vector<2xi32>
    %v4 = arith.cmpi sgt, %arg1, %v3 : vector<2xi32>
    %v5 = arith.index_castui %v1 : index to i64
    %v6 = arith.subf %arg0, %arg0 : f32
    %v7 = arith.constant dense<-0.0> : vector<2xf16>
    return
  }
}
