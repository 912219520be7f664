// FLAGS: --convert-func-to-spirv=emulate-unsupported-float-types=false
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.5, [Shader, Int8, Int64, Float16, Float64], []>, #spirv.resource_limits<>>} {
  func.func @f0(%arg0: vector<3xindex>, %arg1: i64, %arg2: vector<4xf32>) {
    %v1 = arith.minimumf %arg2, %arg2 : vector<4xf32>
    %v2 = arith.constant false
    %v3 = arith.constant 42 : i32
    %v4 = arith.select %v2, %v3, %v3 : i32
    %v5 = arith.fptosi %arg2 : vector<4xf32> to vector<4xi16>
    %v6 = arith.constant false
    %v7 = arith.constant 0.5 : f64
    %v8 = arith.cmpf oeq, %v7, %v7 : f64
    return
  }
  func.func @f1(%arg0: vector<4xi32>) -> vector<3xf32> {
    %v1 = arith.constant dense<-1> : vector<4xi32>
    %v2 = arith.cmpi sgt, %v1, %v1 : vector<4xi32>
    %v3 = arith.constant 0.5 : f32
    %v4 = arith.constant 1.0 : f32
    %v5 = arith.divf %v3, %v4 : f32
    %v6 = arith.fptosi %v3 : f32 to i64
    %v7 = arith.constant dense<[-1, 0, 2, -1]> : vector<4xi32>
    %v8 = arith.addi %arg0, %v7 : vector<4xi32>
    %v9 = arith.constant 1 : i32
    %v10 = func.call @f2(%v9, %v9) : (i32, i32) -> (vector<3xi16>)
    %v11 = arith.constant dense<[0.5, 100.0, 3.0]> : vector<3xf32>
    return %v11 : vector<3xf32>
  }
  func.func @f2(%arg0: i32, %arg1: i32) -> vector<3xi16> {
    %v1 = arith.constant 7 : i32
    %v2 = arith.sitofp %v1 : i32 to f32
    %v3 = arith.cmpi sgt, %v1, %arg0 : i32
    %v4 = arith.constant true
    %v5 = arith.uitofp %v4 : i1 to f32
    %v6 = arith.cmpi eq, %v1, %arg0 : i32
    %v7 = arith.constant dense<-1> : vector<3xi16>
    return %v7 : vector<3xi16>
  }
}
