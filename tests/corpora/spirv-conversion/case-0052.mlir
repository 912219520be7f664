// FLAGS: --convert-func-to-spirv=emulate-unsupported-float-types=false
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.3, [Shader, Int8, Int64, Float16], [SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<>>} {
  func.func @f0() -> i32 {
    %v1 = arith.constant dense<-0.0> : vector<4xf64>
    %v2 = arith.cmpf one, %v1, %v1 : vector<4xf64>
    %v3 = arith.constant false
    %v4 = arith.constant 1 : i32
    %v5 = arith.constant 2 : i16
    cf.cond_br %v3, ^bb1(%v4, %v5 : i32, i16), ^bb1(%v4, %v5 : i32, i16)
  ^bb1(%b1_0: i32, %b1_1: i16):
    %v6 = arith.constant dense<100.0> : vector<4xf32>
    %v7 = arith.divf %v6, %v6 : vector<4xf32>
    %v8 = arith.negf %v6 : vector<4xf32>
    %v9 = arith.constant 0 : i16
    %v10 = arith.sitofp %v9 : i16 to f64
    %v11 = arith.constant dense<[0.5, 1.0]> : vector<2xf32>
    %v12 = arith.maximumf %v11, %v11 : vector<2xf32>
    %v13 = arith.fptosi %v12 : vector<2xf32> to vector<2xi32>
    cf.br ^bb2
  ^bb2:
    %v14 = arith.constant true
    %v15 = arith.divsi %v14, %v14 : i1
    %v16 = arith.constant -1 : i16
    %v17 = arith.constant 1 : i32
    cf.cond_br %v15, ^bb2, ^bb1(%v17, %v16 : i32, i16)
  }
}
