// FLAGS: --convert-arith-to-spirv=emulate-unsupported-float-types=false
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.6, [Shader, Int8, Int16, Int64, Float16, Float64], []>, #spirv.resource_limits<>>} {
  func.func @f0() -> (i1, i32) {
    %v1 = arith.constant 0 : i32
    %v2 = arith.uitofp %v1 : i32 to f16
    %v3 = arith.constant -1 : i32
    %v4 = arith.minsi %v1, %v3 : i32
    %v5 = arith.minui %v4, %v3 : i32
    %v6 = arith.constant 0.5 : f32
    %v7 = arith.fptoui %v6 : f32 to i8
    %v8 = arith.remsi %v3, %v4 : i32
    %v9 = arith.constant true
    %v10 = arith.constant 1 : index
    %v11 = arith.constant dense<-0.0> : vector<3xf32>
    cf.cond_br %v9, ^bb1(%v10 : index), ^bb2(%v11 : vector<3xf32>)
  ^bb1(%b1_0: index):
    %v12 = arith.constant dense<[1.0]> : vector<1xf64>
    %v13 = arith.constant dense<-0.0> : vector<1xf64>
    %v14 = arith.cmpf olt, %v12, %v13 : vector<1xf64>
    %v15 = arith.fptoui %v12 : vector<1xf64> to vector<1xi1>
    %v16 = arith.constant false
    %v17 = arith.constant dense<3.0> : vector<3xf32>
    cf.cond_br %v16, ^bb2(%v17 : vector<3xf32>), ^bb2(%v17 : vector<3xf32>)
  ^bb2(%b2_0: vector<3xf32>):
    %v18 = arith.constant 1.0 : f32
    %v19 = arith.mulf %v18, %v18 : f32
    %v20 = arith.constant true
    %v21 = arith.constant 42 : index
    cf.cond_br %v20, ^bb1(%v21 : index), ^bb1(%v21 : index)
  }
}
