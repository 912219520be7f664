// FLAGS: --convert-func-to-spirv=emulate-lt-32-bit-scalar-types=false
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.1, [Kernel, Int8, Int64, Float16], []>, #spirv.resource_limits<>>} {
  func.func @f0(%arg0: i1, %arg1: i32, %arg2: f32) -> vector<2xi8> {
    %v1 = arith.constant 100.0 : f32
    %v2 = arith.constant true
    %v3 = arith.cmpi eq, %arg1, %arg1 : i32
    cf.cond_br %v2, ^bb2(%arg1 : i32), ^bb1(%arg2 : f32)
  ^bb1(%b1_0: f32):
    %v4 = arith.fptosi %b1_0 : f32 to i32
    cf.cond_br %arg0, ^bb1(%arg2 : f32), ^bb2(%v4 : i32)
  ^bb2(%b2_0: i32):
    %v5 = arith.extui %b2_0 : i32 to i64
    cf.cond_br %arg0, ^bb2(%arg1 : i32), ^bb1(%arg2 : f32)
  }
}
