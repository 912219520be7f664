// FLAGS: --convert-cf-to-spirv=emulate-unsupported-float-types=false
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.3, [Shader, Int8, Int16, Int64, Float64], []>, #spirv.resource_limits<>>} {
  func.func @f0(%arg0: f64) -> vector<2xi32> {
    %v1 = arith.constant dense<1> : vector<4xi32>
    %v2 = arith.addi %v1, %v1 : vector<4xi32>
    %v3 = arith.constant 3 : i8
    %v4 = arith.constant false
    %v5 = arith.constant -1 : i32
    %v6 = arith.constant 2 : i32
    cf.cond_br %v4, ^bb2(%v5 : i32), ^bb2(%v6 : i32)
  ^bb1:
    %v7 = arith.constant 100.0 : f64
    %v8 = arith.cmpf uge, %arg0, %v7 : f64
    %v9 = arith.addf %arg0, %arg0 : f64
    %v10 = arith.constant 42 : index
    %v11 = arith.constant 1 : index
    %v12 = arith.maxsi %v10, %v11 : index
    %v13 = arith.truncf %v7 : f64 to f16
    %v14 = arith.constant 7 : i32
    cf.br ^bb2(%v14 : i32)
  ^bb2(%b2_0: i32):
    %v15 = arith.cmpi sgt, %b2_0, %b2_0 : i32
    %v16 = arith.constant dense<-2147483648> : vector<2xi32>
    return %v16 : vector<2xi32>
  }
}
