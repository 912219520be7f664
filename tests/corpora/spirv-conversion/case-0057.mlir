// FLAGS: --convert-arith-to-spirv=emulate-unsupported-float-types=false
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.2, [Kernel, Int8, Int16, Int64, Float16], []>, #spirv.resource_limits<>>} {
  func.func @f0() {
    %v1 = arith.constant 6.550400e+04 : f32
    %v2 = arith.constant 3.0 : f32
    %v3 = arith.cmpf olt, %v1, %v2 : f32
    return
  }
  func.func @f1(%arg0: i16, %arg1: vector<2xf32>, %arg2: vector<2xi16>) -> index {
    %v1 = arith.constant 65536 : i32
    %v2 = arith.cmpi sle, %v1, %v1 : i32
    %v3 = arith.constant 2 : i32
    %v4 = arith.uitofp %v3 : i32 to f16
    %v5 = arith.divf %arg1, %arg1 : vector<2xf32>
    %v6 = arith.constant 1 : index
    return %v6 : index
  }
  func.func @f2() -> vector<4xi16> {
    %v1 = arith.constant 6.550400e+04 : f16
    %v2 = arith.mulf %v1, %v1 : f16
    %v3 = arith.constant 6.550400e+04 : f64
    %v4 = arith.constant 0.0 : f64
    %v5 = arith.maximumf %v3, %v4 : f64
    cf.br ^bb1
  ^bb1:
    %v6 = arith.constant dense<-0.0> : vector<2xf16>
    %v7 = arith.mulf %v6, %v6 : vector<2xf16>
    %v8 = arith.constant true
    %v9 = arith.select %v8, %v6, %v7 : vector<2xf16>
    %v10 = arith.cmpf une, %v9, %v6 : vector<2xf16>
    cf.cond_br %v8, ^bb2, ^bb2
  ^bb2:
    %v11 = arith.constant 2 : i32
    %v12 = arith.addi %v11, %v11 : i32
    cf.br ^bb1
  }
}
