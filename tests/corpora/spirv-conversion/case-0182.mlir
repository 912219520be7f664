// FLAGS: --convert-cf-to-spirv --convert-func-to-spirv --convert-arith-to-spirv
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.6, [Shader, Int8, Int16, Float16, Float64, Vector16], []>, #spirv.resource_limits<>>} {
  func.func @f0(%arg0: i32, %arg1: vector<4xindex>) {
    %v1 = arith.constant 0 : i32
    %v2 = arith.constant 0.0 : f64
    %v3 = arith.mulf %v2, %v2 : f64
    cf.br ^bb1
  ^bb1:
    %v4 = arith.constant dense<[3, 1, 1, 3, 1, 42, -1, -1]> : vector<8xi16>
    return
  }
  func.func @f1(%arg0: i32) -> index {
    %v1 = arith.constant 3.0 : f64
    %v2 = arith.maximumf %v1, %v1 : f64
    %v3 = arith.constant 4294967296 : i64
    %v4 = arith.ori %arg0, %arg0 : i32
    %v5 = arith.cmpf uno, %v1, %v1 : f64
    %v6 = arith.constant true
    %v7 = arith.ori %v6, %v6 : i1
    %v8 = arith.constant 1 : index
    return %v8 : index
  }
  func.func @f2(%arg0: vector<3xi32>, %arg1: vector<3xi32>, %arg2: i8, %arg3: i32) -> vector<4xi32> {
    %v1 = arith.constant dense<-1> : vector<2xi64>
    %v2 = arith.maxsi %v1, %v1 : vector<2xi64>
    %v3 = arith.constant true
    %v4 = arith.select %v3, %arg3, %arg3 : i32
    %v5 = arith.constant dense<[7, 7, 3, 7]> : vector<4xindex>
    func.call @f0(%arg3, %v5) : (i32, vector<4xindex>) -> ()
    %v6 = arith.cmpi ule, %v3, %v3 : i1
    %v7 = arith.constant false
    %v8 = arith.constant dense<-1> : vector<1xi64>
    cf.cond_br %v7, ^bb2, ^bb1(%v8, %arg2 : vector<1xi64>, i8)
  ^bb1(%b1_0: vector<1xi64>, %b1_1: i8):
    %v9 = arith.constant 7 : i32
    %v10 = arith.cmpi eq, %v9, %arg3 : i32
    %v11 = arith.constant dense<[-1, 7]> : vector<2xi64>
    %v12 = arith.constant dense<[0, 2]> : vector<2xi64>
    %v13 = arith.constant dense<1> : vector<2xi64>
    %v14 = arith.shrsi %v12, %v13 : vector<2xi64>
    %v15 = arith.constant dense<[-1]> : vector<1xi64>
    cf.br ^bb1(%v15, %arg2 : vector<1xi64>, i8)
  ^bb2:
    %v16 = arith.constant 0.0 : f32
    %v17 = arith.constant false
    %v18 = arith.uitofp %v17 : i1 to f32
    %v19 = arith.constant dense<[-1, 0]> : vector<2xi16>
    %v20 = arith.constant dense<3> : vector<2xi16>
    %v21 = arith.subi %v19, %v20 overflow<nuw> : vector<2xi16>
    %v22 = arith.extui %arg1 : vector<3xi32> to vector<3xi64>
    %v23 = arith.constant dense<1> : vector<4xi32>
    return %v23 : vector<4xi32>
  }
}
