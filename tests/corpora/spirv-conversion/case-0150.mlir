// FLAGS: --convert-arith-to-spirv=emulate-lt-32-bit-scalar-types=false
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.3, [Shader, Int8, Int16, Float16, Float64, Vector16], []>, #spirv.resource_limits<>>} {
  func.func @f0() {
    %v1 = arith.constant 3.0 : f32
    %v2 = arith.fptoui %v1 : f32 to i16
    %v3 = arith.minimumf %v1, %v1 : f32
    %v4 = arith.constant true
    %v5 = arith.constant 7 : i32
    cf.cond_br %v4, ^bb1(%v5 : i32), ^bb1(%v5 : i32)
  ^bb1(%b1_0: i32):
    %v6 = arith.constant dense<1> : vector<2xindex>
    %v7 = arith.index_castui %v6 : vector<2xindex> to vector<2xi8>
    %v8 = arith.constant 1.0 : f32
    %v9 = arith.remf %v8, %v8 : f32
    %v10 = arith.constant 7 : i32
    %v11 = arith.trunci %v10 : i32 to i1
    %v12 = arith.subf %v8, %v8 : f32
    %v13 = arith.extf %v9 : f32 to f64
    return
  }
}
