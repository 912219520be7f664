// FLAGS: --convert-arith-to-spirv --convert-func-to-spirv --convert-cf-to-spirv
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.5, [Kernel, Int16, Int64, Float16], []>, #spirv.resource_limits<>>} {
  func.func @f0(%arg0: i32, %arg1: i8, %arg2: vector<4xf32>) {
    %v1 = arith.addf %arg2, %arg2 : vector<4xf32>
    %v2 = arith.constant 100.0 : f16
    %v3 = arith.maxnumf %v2, %v2 : f16
    %v4 = arith.mulf %v2, %v2 : f16
    %v5 = arith.constant dense<[2, 0, 42, 7]> : vector<4xi32>
    %v6 = arith.constant -2.5 : f32
    %v7 = arith.constant 0.5 : f64
    %v8 = arith.constant false
    %v9 = func.call @f1(%v5, %v6, %v7, %v8) : (vector<4xi32>, f32, f64, i1) -> (vector<2xi8>)
    %v10 = arith.extf %v4 : f16 to f64
    %v11 = arith.constant false
    %v12 = arith.constant 7 : index
    %v13 = arith.constant dense<-0.0> : vector<2xf32>
    cf.cond_br %v11, ^bb1(%v12, %v13 : index, vector<2xf32>), ^bb1(%v12, %v13 : index, vector<2xf32>)
  ^bb1(%b1_0: index, %b1_1: vector<2xf32>):
    %v14 = arith.constant 1 : index
    %v15 = arith.index_castui %v14 : index to i8
    return
  }
  func.func @f1(%arg0: vector<4xi32>, %arg1: f32, %arg2: f64, %arg3: i1) -> vector<2xi8> {
    %v1 = arith.constant 3.0 : f32
    %v2 = arith.fptoui %v1 : f32 to i32
    %v3 = arith.minsi %arg0, %arg0 : vector<4xi32>
    %v4 = arith.constant 3 : i8
    %v5 = arith.constant dense<3.0> : vector<4xf32>
    func.call @f0(%v2, %v4, %v5) : (i32, i8, vector<4xf32>) -> ()
    %v6 = arith.remf %arg1, %v1 : f32
    cf.cond_br %arg3, ^bb1(%v2 : i32), ^bb1(%v2 : i32)
  ^bb1(%b1_0: i32):
    %v7 = arith.shrsi %arg0, %arg0 : vector<4xi32>
    %v8 = arith.constant true
    %v9 = arith.constant 2 : i32
    cf.cond_br %v8, ^bb2(%b1_0 : i32), ^bb2(%v9 : i32)
  ^bb2(%b2_0: i32):
    %v10 = arith.constant 3 : i32
    %v11 = arith.minui %v10, %v10 : i32
    %v12 = arith.constant 42 : index
    %v13 = arith.remsi %v12, %v12 : index
    %v14 = arith.constant dense<false> : vector<2xi1>
    %v15 = arith.muli %v12, %v12 : index
    %v16 = arith.constant dense<[0, 7]> : vector<2xi8>
    return %v16 : vector<2xi8>
  }
}
