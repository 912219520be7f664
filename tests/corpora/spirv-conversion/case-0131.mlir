// FLAGS: --convert-func-to-spirv=emulate-unsupported-float-types=false
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Shader, Int8, Int16, Float64], []>, #spirv.resource_limits<>>} {
  func.func @f0(%arg0: vector<3xi1>) {
    %v1 = arith.constant dense<42> : vector<4xindex>
    %v2 = arith.constant dense<[0, 0, 0, -1]> : vector<4xindex>
    %v3 = arith.xori %v1, %v2 : vector<4xindex>
    %v4 = arith.constant false
    %v5 = arith.constant 7 : i32
    %v6 = arith.constant dense<42> : vector<2xi32>
    cf.cond_br %v4, ^bb2(%v5, %v6 : i32, vector<2xi32>), ^bb2(%v5, %v6 : i32, vector<2xi32>)
  ^bb1:
    %v7 = arith.constant 7 : i32
    %v8 = arith.xori %v7, %v7 : i32
    %v9 = arith.constant dense<true> : vector<3xi1>
    %v10 = arith.xori %v9, %arg0 : vector<3xi1>
    %v11 = arith.xori %v7, %v8 : i32
    %v12 = arith.constant 3.0 : f32
    %v13 = arith.negf %v12 : f32
    %v14 = arith.constant 7 : i32
    %v15 = arith.constant dense<1> : vector<2xi32>
    cf.br ^bb2(%v14, %v15 : i32, vector<2xi32>)
  ^bb2(%b2_0: i32, %b2_1: vector<2xi32>):
    %v16 = arith.constant dense<3> : vector<4xi32>
    %v17 = arith.trunci %v16 : vector<4xi32> to vector<4xi1>
    %v18 = arith.constant 7 : i32
    %v19 = arith.constant 1.0 : f32
    %v20 = func.call @f1(%v18, %v18, %v19) : (i32, i32, f32) -> (index)
    cf.br ^bb1
  }
  func.func @f1(%arg0: i32, %arg1: i32, %arg2: f32) -> index {
    %v1 = arith.truncf %arg2 : f32 to f16
    %v2 = arith.subi %arg1, %arg1 : i32
    %v3 = arith.constant 2 : i32
    %v4 = arith.constant false
    %v5 = arith.constant 6.550400e+04 : f64
    cf.cond_br %v4, ^bb1(%v5, %v2 : f64, i32), ^bb1(%v5, %arg1 : f64, i32)
  ^bb1(%b1_0: f64, %b1_1: i32):
    %v6 = arith.minimumf %arg2, %arg2 : f32
    %v7 = arith.constant dense<[false, false, false]> : vector<3xi1>
    func.call @f0(%v7) : (vector<3xi1>) -> ()
    %v8 = arith.constant 0 : index
    return %v8 : index
  }
}
