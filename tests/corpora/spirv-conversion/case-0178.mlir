// FLAGS: --convert-arith-to-spirv=emulate-unsupported-float-types=false
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Kernel, Int16, Int64, Float16, Float64, Vector16], []>, #spirv.resource_limits<>>} {
  func.func @f0(%arg0: i32, %arg1: f32, %arg2: f16) -> vector<2xi32> {
    %v1 = arith.fptosi %arg2 : f16 to i1
    %v2 = arith.minui %arg0, %arg0 : i32
    %v3 = arith.andi %v2, %v2 : i32
    %v4 = arith.constant 0 : i8
    cf.cond_br %v1, ^bb1(%v4 : i8), ^bb1(%v4 : i8)
  ^bb1(%b1_0: i8):
    %v5 = arith.fptosi %arg2 : f16 to i1
    %v6 = arith.constant 1 : i32
    %v7 = arith.constant 1 : i32
    %v8 = arith.index_castui %v7 : i32 to index
    %v9 = arith.cmpi sge, %v5, %v5 : i1
    %v10 = arith.constant dense<0> : vector<2xi32>
    %v11 = arith.remui %v10, %v10 : vector<2xi32>
    return %v10 : vector<2xi32>
  }
  func.func @f1() -> i64 {
    %v1 = arith.constant 6.550400e+04 : f32
    %v2 = arith.cmpf uge, %v1, %v1 : f32
    %v3 = arith.cmpf one, %v1, %v1 : f32
    cf.br ^bb1(%v1 : f32)
  ^bb1(%b1_0: f32):
    %v4 = arith.constant 42 : i32
    %v5 = arith.constant true
    %v6 = arith.select %v5, %b1_0, %b1_0 : f32
    %v7 = arith.xori %v4, %v4 : i32
    %v8 = arith.negf %v6 : f32
    %v9 = arith.constant false
    cf.cond_br %v9, ^bb1(%v8 : f32), ^bb1(%v8 : f32)
  }
  func.func @f2(%arg0: f32) {
    %v1 = arith.remf %arg0, %arg0 : f32
    %v2 = arith.constant 1 : i32
    %v3 = arith.maxui %v2, %v2 : i32
    %v4 = arith.constant true
    %v5 = arith.extui %v4 : i1 to i16
    cf.cond_br %v4, ^bb1, ^bb1
  ^bb1:
    %v6 = arith.fptosi %arg0 : f32 to i16
    %v7 = arith.constant 1 : i16
    %v8 = arith.cmpi sgt, %v7, %v6 : i16
    %v9 = arith.muli %v6, %v6 : i16
    %v10 = arith.constant 7 : i16
    %v11 = arith.andi %v6, %v10 : i16
    return
  }
}
