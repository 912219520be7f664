// FLAGS: --convert-func-to-spirv
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.2, [Shader, Int8, Int16, Int64, Float16], []>, #spirv.resource_limits<>>} {
  func.func @f0(%arg0: vector<2xi32>, %arg1: i32) {
    %v1 = arith.constant dense<[2, 3]> : vector<2xi32>
    %v2 = arith.remsi %v1, %v1 : vector<2xi32>
    %v3 = arith.maxui %arg0, %v2 : vector<2xi32>
    %v4 = arith.constant -2.5 : f32
    %v5 = arith.negf %v4 : f32
    %v6 = arith.constant true
    %v7 = arith.constant false
    %v8 = arith.xori %v6, %v7 : i1
    %v9 = arith.constant 3 : i32
    func.call @f0(%arg0, %v9) : (vector<2xi32>, i32) -> ()
    %v10 = arith.constant false
    %v11 = arith.constant 0.0 : f32
    %v12 = arith.constant -0.0 : f32
    cf.cond_br %v10, ^bb1(%v11 : f32), ^bb1(%v12 : f32)
  ^bb1(%b1_0: f32):
    %v13 = arith.constant 2 : i32
    %v14 = arith.subi %arg1, %v13 overflow<nsw, nuw> : i32
    %v15 = arith.constant dense<[-0.0, -2.5]> : vector<2xf32>
    %v16 = arith.maximumf %v15, %v15 : vector<2xf32>
    %v17 = arith.divsi %v13, %v13 : i32
    %v18 = arith.minsi %v13, %v14 : i32
    %v19 = arith.remui %arg0, %arg0 : vector<2xi32>
    return
  }
  func.func @f1(%arg0: index, %arg1: vector<2xf32>, %arg2: i64, %arg3: i32) -> (i32, f64) {
    %v1 = arith.constant -9223372036854775808 : i64
    %v2 = arith.xori %arg2, %v1 : i64
    %v3 = arith.constant 0 : i64
    %v4 = arith.uitofp %v3 : i64 to f32
    %v5 = arith.constant dense<42> : vector<2xi32>
    cf.br ^bb1(%v5 : vector<2xi32>)
  ^bb1(%b1_0: vector<2xi32>):
    %v6 = arith.cmpi sge, %b1_0, %b1_0 : vector<2xi32>
    %v7 = arith.fptosi %arg1 : vector<2xf32> to vector<2xi32>
    %v8 = arith.constant false
    %v9 = arith.select %v8, %arg2, %arg2 : i64
    %v10 = arith.constant 1.0 : f32
    %v11 = arith.select %v8, %v10, %v10 : f32
    %v12 = arith.constant 3 : index
    %v13 = arith.remui %v12, %v12 : index
    cf.br ^bb2(%v11, %arg3 : f32, i32)
  ^bb2(%b2_0: f32, %b2_1: i32):
    %v14 = arith.constant false
    %v15 = arith.constant 42 : i32
    %v16 = arith.select %v14, %arg3, %v15 : i32
    %v17 = arith.muli %arg0, %arg0 : index
    %v18 = arith.constant 65536 : i32
    %v19 = arith.constant 2 : i32
    %v20 = arith.minsi %v18, %v19 : i32
    %v21 = arith.constant dense<3> : vector<3xi32>
    %v22 = arith.uitofp %v21 : vector<3xi32> to vector<3xf64>
    %v23 = arith.constant dense<false> : vector<2xi1>
    %v24 = arith.select %v23, %arg1, %arg1 : vector<2xi1>, vector<2xf32>
    %v25 = arith.constant dense<[1, 1]> : vector<2xi32>
    %v26 = arith.constant dense<[0, 3]> : vector<2xi32>
    cf.cond_br %v14, ^bb1(%v25 : vector<2xi32>), ^bb1(%v26 : vector<2xi32>)
  }
}
