// FLAGS: --convert-func-to-spirv=emulate-unsupported-float-types=false
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.5, [Shader, Int64, Float16, Float64], []>, #spirv.resource_limits<>>} {
  func.func @f0() -> i32 {
    %v1 = arith.constant 0.0 : f32
    %v2 = arith.truncf %v1 : f32 to f16
    %v3 = arith.mulf %v2, %v2 : f16
    %v4 = arith.fptosi %v1 : f32 to i64
    %v5 = arith.constant 0 : i32
    %v6 = arith.cmpi slt, %v5, %v5 : i32
    %v7 = arith.constant 6.550400e+04 : f32
    %v8 = arith.maximumf %v1, %v7 : f32
    cf.br ^bb2
  ^bb1(%b1_0: vector<2xi32>):
    %v9 = arith.constant 2 : i32
    %v10 = arith.constant 7 : i32
    %v11 = arith.remsi %v9, %v10 : i32
    %v12 = func.call @f0() : () -> (i32)
    %v13 = arith.constant 2 : i32
    %v14 = arith.index_castui %v13 : i32 to index
    %v15 = arith.trunci %b1_0 : vector<2xi32> to vector<2xi16>
    %v16 = arith.remui %v12, %v12 : i32
    cf.br ^bb1(%b1_0 : vector<2xi32>)
  ^bb2:
    %v17 = arith.constant 0 : i32
    %v18 = arith.cmpi sge, %v17, %v17 : i32
    %v19 = arith.constant dense<-2147483648> : vector<2xi32>
    cf.cond_br %v18, ^bb2, ^bb1(%v19 : vector<2xi32>)
  }
}
