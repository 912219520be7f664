// FLAGS: --convert-arith-to-spirv=emulate-unsupported-float-types=false
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.4, [Kernel, Int8, Int64, Float16, Float64], []>, #spirv.resource_limits<>>} {
  func.func @f0() {
    %v1 = arith.constant dense<true> : vector<4xi1>
    %v2 = arith.cmpi sle, %v1, %v1 : vector<4xi1>
    %v3 = arith.constant dense<[false, false, true, true]> : vector<4xi1>
    %v4 = arith.uitofp %v3 : vector<4xi1> to vector<4xf64>
    %v5 = arith.cmpi eq, %v3, %v3 : vector<4xi1>
    %v6 = arith.constant true
    %v7 = arith.constant dense<3.0> : vector<2xf32>
    %v8 = arith.constant dense<[100.0, 0.5]> : vector<2xf32>
    %v9 = arith.select %v6, %v7, %v8 : vector<2xf32>
    %v10 = arith.constant 2 : index
    cf.br ^bb1(%v10 : index)
  ^bb1(%b1_0: index):
    %v11 = arith.constant -0.0 : f32
    %v12 = arith.mulf %v11, %v11 : f32
    %v13 = arith.constant true
    %v14 = arith.constant 0x7FF0000000000000 : f64
    %v15 = arith.select %v13, %v14, %v14 : f64
    %v16 = arith.constant dense<[0.0, 100.0]> : vector<2xf32>
    %v17 = arith.cmpf ogt, %v16, %v16 : vector<2xf32>
    return
  }
}
