// FLAGS: --convert-arith-to-spirv --convert-func-to-spirv --convert-cf-to-spirv
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Kernel, Int64, Float16, Float64], [SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<>>} {
  func.func @f0(%arg0: f32, %arg1: vector<2xf32>, %arg2: i32) -> i32 {
    %v1 = arith.constant 0.5 : f32
    %v2 = arith.minnumf %v1, %arg0 : f32
    %v3 = arith.addf %arg1, %arg1 : vector<2xf32>
    %v4 = arith.constant dense<3.0> : vector<2xf32>
    %v5 = arith.remf %v4, %v3 : vector<2xf32>
    %v6 = arith.shli %arg2, %arg2 overflow<nsw> : i32
    %v7 = arith.constant false
    cf.cond_br %v7, ^bb2, ^bb2
  ^bb1(%b1_0: index):
    %v8 = arith.uitofp %arg2 : i32 to f32
    %v9 = arith.constant dense<42> : vector<3xi16>
    %v10 = arith.extsi %v9 : vector<3xi16> to vector<3xi64>
    %v11 = arith.constant 1000 : index
    %v12 = arith.cmpi ule, %v11, %v11 : index
    %v13 = arith.cmpi eq, %v12, %v12 : i1
    %v14 = arith.constant -1 : index
    %v15 = arith.cmpi ne, %b1_0, %v14 : index
    cf.cond_br %v13, ^bb2, ^bb2
  ^bb2:
    %v16 = arith.constant true
    %v17 = arith.select %v16, %arg2, %arg2 : i32
    %v18 = arith.cmpf olt, %arg0, %arg0 : f32
    %v19 = arith.constant dense<[true, false, true, false]> : vector<4xi1>
    %v20 = arith.constant dense<[0.5, 1.0, 6.550400e+04, 3.0]> : vector<4xf32>
    %v21 = arith.select %v19, %v20, %v20 : vector<4xi1>, vector<4xf32>
    %v22 = arith.maximumf %v21, %v21 : vector<4xf32>
    %v23 = arith.constant -0.0 : f32
    %v24 = arith.constant 42 : i32
    %v25 = func.call @f0(%v23, %arg1, %v24) : (f32, vector<2xf32>, i32) -> (i32)
    cf.cond_br %v18, ^bb2, ^bb2
  }
  func.func @f1(%arg0: i32, %arg1: vector<3xf32>, %arg2: index) {
    %v1 = arith.shrui %arg2, %arg2 : index
    %v2 = arith.constant 0 : i32
    %v3 = arith.divui %v2, %v2 : i32
    %v4 = arith.constant dense<0.0> : vector<2xf64>
    %v5 = arith.remf %v4, %v4 : vector<2xf64>
    %v6 = arith.constant 0.0 : f32
    cf.br ^bb1(%v6 : f32)
  ^bb1(%b1_0: f32):
    %v7 = arith.constant 0 : index
    %v8 = arith.remui %arg2, %v7 : index
    %v9 = arith.mulf %arg1, %arg1 : vector<3xf32>
    %v10 = arith.constant false
    cf.cond_br %v10, ^bb2(%b1_0 : f32), ^bb2(%b1_0 : f32)
  ^bb2(%b2_0: f32):
    %v11 = arith.fptosi %arg1 : vector<3xf32> to vector<3xi32>
    %v12 = arith.constant dense<-1> : vector<3xi32>
    %v13 = arith.constant dense<[1, 65536, 2]> : vector<3xi32>
    %v14 = arith.cmpi ule, %v12, %v13 : vector<3xi32>
    %v15 = arith.remui %arg2, %arg2 : index
    return
  }
}
