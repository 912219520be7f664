// FLAGS: --convert-cf-to-spirv=emulate-unsupported-float-types=false
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.6, [Kernel, Int8, Int16, Int64, Float16, Float64, Vector16], []>, #spirv.resource_limits<>>} {
  func.func @f0(%arg0: vector<2xf32>) {
    %v1 = arith.fptoui %arg0 : vector<2xf32> to vector<2xi64>
    %v2 = arith.constant dense<[-2.5, 3.0]> : vector<2xf32>
    %v3 = arith.cmpf ole, %arg0, %v2 : vector<2xf32>
    %v4 = arith.xori %v1, %v1 : vector<2xi64>
    %v5 = arith.constant false
    %v6 = arith.constant 0.0 : f16
    cf.cond_br %v5, ^bb1(%v6 : f16), ^bb1(%v6 : f16)
  ^bb1(%b1_0: f16):
    %v7 = arith.constant dense<[-2.5, 1.0]> : vector<2xf32>
    %v8 = arith.subf %arg0, %v7 : vector<2xf32>
    %v9 = arith.constant true
    cf.cond_br %v9, ^bb1(%b1_0 : f16), ^bb1(%b1_0 : f16)
  }
  func.func @f1() -> i16 {
    %v1 = arith.constant false
    %v2 = arith.cmpi slt, %v1, %v1 : i1
    %v3 = arith.constant 0 : i16
    return %v3 : i16
  }
  func.func @f2() -> i32 {
    %v1 = arith.constant false
    %v2 = arith.constant 1 : i64
    %v3 = arith.select %v1, %v2, %v2 : i64
    %v4 = func.call @f2() : () -> (i32)
    %v5 = arith.constant false
    %v6 = arith.extsi %v5 : i1 to i32
    cf.br ^bb1(%v6 : i32)
  ^bb1(%b1_0: i32):
    %v7 = arith.constant -2147483648 : i32
    %v8 = arith.constant dense<[2, 2, 0, 7]> : vector<4xi64>
    %v9 = arith.cmpi ult, %v8, %v8 : vector<4xi64>
    %v10 = arith.constant dense<7> : vector<8xi32>
    %v11 = arith.extui %v10 : vector<8xi32> to vector<8xi64>
    %v12 = arith.constant 100.0 : f64
    cf.br ^bb2(%v7, %v12 : i32, f64)
  ^bb2(%b2_0: i32, %b2_1: f64):
    %v13 = arith.constant 3 : i8
    %v14 = arith.constant 42 : i8
    %v15 = arith.muli %v13, %v14 overflow<nsw> : i8
    %v16 = arith.constant false
    %v17 = arith.constant 0x7FF0000000000000 : f64
    cf.cond_br %v16, ^bb2(%b2_0, %v17 : i32, f64), ^bb2(%b2_0, %v17 : i32, f64)
  }
}
