// FLAGS: --convert-arith-to-spirv=emulate-unsupported-float-types=false
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.3, [Shader, Int16, Int64, Float16], [SPV_KHR_16bit_storage]>, #spirv.resource_limits<>>} {
  func.func @f0(%arg0: i32) -> f64 {
    %v1 = arith.constant 7 : i32
    %v2 = arith.constant 100.0 : f32
    %v3 = arith.bitcast %v2 : f32 to i32
    %v4 = arith.sitofp %v3 : i32 to f32
    %v5 = arith.constant true
    %v6 = arith.constant 7 : i8
    %v7 = arith.constant 42 : i32
    cf.cond_br %v5, ^bb1(%v6, %arg0 : i8, i32), ^bb1(%v6, %v7 : i8, i32)
  ^bb1(%b1_0: i8, %b1_1: i32):
    %v8 = arith.constant dense<-1> : vector<3xindex>
    %v9 = arith.index_cast %v8 : vector<3xindex> to vector<3xi64>
    %v10 = arith.constant true
    cf.cond_br %v10, ^bb2, ^bb2
  ^bb2:
    %v11 = arith.constant 100.0 : f32
    %v12 = arith.cmpf ogt, %v11, %v11 : f32
    %v13 = arith.constant -2147483648 : i32
    %v14 = arith.remsi %arg0, %v13 : i32
    cf.br ^bb2
  }
  func.func @f1(%arg0: vector<2xi64>, %arg1: i32, %arg2: vector<8xi32>, %arg3: i32) {
    %v1 = arith.constant dense<42> : vector<8xi32>
    %v2 = arith.trunci %v1 : vector<8xi32> to vector<8xi16>
    %v3 = arith.constant 0.5 : f32
    %v4 = arith.constant true
    cf.br ^bb1(%v3, %v4 : f32, i1)
  ^bb1(%b1_0: f32, %b1_1: i1):
    %v5 = arith.constant 2 : i32
    %v6 = arith.select %b1_1, %v5, %arg1 : i32
    %v7 = arith.constant dense<-1> : vector<2xi64>
    %v8 = arith.minsi %v7, %arg0 : vector<2xi64>
    %v9 = arith.index_castui %b1_1 : i1 to index
    %v10 = arith.constant 3 : i32
    %v11 = arith.ori %v10, %arg3 : i32
    %v12 = arith.mulf %b1_0, %b1_0 : f32
    cf.cond_br %b1_1, ^bb1(%v12, %b1_1 : f32, i1), ^bb1(%b1_0, %b1_1 : f32, i1)
  }
}
