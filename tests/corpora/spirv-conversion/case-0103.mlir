// FLAGS: --convert-cf-to-spirv=emulate-unsupported-float-types=false
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.3, [Shader, Int16, Float64], []>, #spirv.resource_limits<>>} {
  func.func @f0() -> vector<3xi16> {
    %v1 = arith.constant 3 : i32
    %v2 = arith.constant 42 : i32
    %v3 = arith.cmpi slt, %v1, %v2 : i32
    %v4 = arith.constant dense<3> : vector<3xi16>
    return %v4 : vector<3xi16>
  }
  func.func @f1() -> f64 {
    %v1 = arith.constant 3 : i8
    %v2 = arith.cmpi ule, %v1, %v1 : i8
    %v3 = arith.constant dense<[42, 42]> : vector<2xi32>
    %v4 = arith.constant dense<[7, 1]> : vector<2xi32>
    %v5 = arith.muli %v3, %v4 overflow<nuw> : vector<2xi32>
    %v6 = arith.constant 0x7F800000 : f32
    %v7 = arith.constant 0x7F800000 : f32
    %v8 = arith.divf %v6, %v7 : f32
    %v9 = arith.constant 6.550400e+04 : f64
    return %v9 : f64
  }
}
