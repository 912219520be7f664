// FLAGS: --convert-arith-to-spirv=emulate-unsupported-float-types=false
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.4, [Kernel, Int8, Int16, Int64, Float16, Float64], []>, #spirv.resource_limits<>>} {
  func.func @f0() {
    %v1 = arith.constant dense<6.550400e+04> : vector<2xf32>
    %v2 = arith.cmpf ule, %v1, %v1 : vector<2xf32>
    %v3 = arith.constant 0.5 : f32
    %v4 = arith.cmpf ult, %v3, %v3 : f32
    %v5 = arith.constant true
    %v6 = arith.cmpi ne, %v5, %v4 : i1
    %v7 = arith.constant dense<0> : vector<4xi32>
    %v8 = arith.constant 0 : i32
    cf.cond_br %v5, ^bb1(%v7, %v8 : vector<4xi32>, i32), ^bb1(%v7, %v8 : vector<4xi32>, i32)
  ^bb1(%b1_0: vector<4xi32>, %b1_1: i32):
    %v9 = arith.constant 0 : i32
    %v10 = arith.muli %v9, %v9 overflow<nuw> : i32
    %v11 = arith.constant 7 : i32
    %v12 = arith.constant -2147483648 : i32
    %v13 = arith.trunci %v12 : i32 to i8
    %v14 = arith.constant dense<-1> : vector<4xi32>
    %v15 = arith.shrui %v14, %v14 : vector<4xi32>
    %v16 = arith.constant 7 : i32
    cf.br ^bb1(%b1_0, %v16 : vector<4xi32>, i32)
  }
}
