// FLAGS: --convert-func-to-spirv=emulate-lt-32-bit-scalar-types=false
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.2, [Kernel, Int8, Int64, Float16, Float64], []>, #spirv.resource_limits<>>} {
  func.func @f0(%arg0: f32, %arg1: i16, %arg2: f16, %arg3: i8) -> f32 {
    %v1 = arith.minnumf %arg0, %arg0 : f32
    %v2 = arith.constant 3 : i8
    %v3 = arith.constant 0 : i8
    %v4 = arith.cmpi ule, %v2, %v3 : i8
    %v5 = arith.mulf %arg2, %arg2 : f16
    return %arg0 : f32
  }
  func.func @f1() -> i32 {
    %v1 = arith.constant 0x7FC00000 : f32
    %v2 = arith.maxnumf %v1, %v1 : f32
    %v3 = arith.constant true
    %v4 = arith.cmpi ne, %v3, %v3 : i1
    %v5 = arith.constant 1.0 : f32
    %v6 = arith.constant 0x7F800000 : f32
    %v7 = arith.cmpf ogt, %v5, %v6 : f32
    %v8 = arith.constant 1.0 : f32
    %v9 = arith.negf %v8 : f32
    cf.cond_br %v4, ^bb1, ^bb1
  ^bb1:
    %v10 = arith.constant false
    %v11 = arith.constant 2 : i32
    %v12 = arith.select %v10, %v11, %v11 : i32
    %v13 = arith.select %v10, %v12, %v11 : i32
    cf.br ^bb1
  }
  func.func @f2(%arg0: i8, %arg1: vector<4xindex>, %arg2: vector<4xf64>, %arg3: i64) -> index {
    %v1 = arith.constant dense<-1> : vector<4xindex>
    %v2 = arith.cmpi ult, %arg1, %v1 : vector<4xindex>
    %v3 = arith.muli %arg3, %arg3 : i64
    %v4 = arith.select %v2, %v1, %arg1 : vector<4xi1>, vector<4xindex>
    %v5 = arith.constant dense<[1, 1, 3]> : vector<3xi16>
    %v6 = arith.constant false
    %v7 = arith.constant dense<3> : vector<4xindex>
    cf.cond_br %v6, ^bb2, ^bb1(%v7 : vector<4xindex>)
  ^bb1(%b1_0: vector<4xindex>):
    %v8 = arith.uitofp %arg3 : i64 to f64
    %v9 = arith.constant 0x7F800000 : f32
    %v10 = arith.constant -1 : i16
    %v11 = arith.constant -0.0 : f16
    %v12 = arith.constant 42 : i8
    %v13 = func.call @f0(%v9, %v10, %v11, %v12) : (f32, i16, f16, i8) -> (f32)
    %v14 = arith.index_castui %arg1 : vector<4xindex> to vector<4xi1>
    cf.br ^bb2
  ^bb2:
    %v15 = arith.constant true
    %v16 = arith.constant dense<[3, 42, 3, 4294967296]> : vector<4xindex>
    cf.cond_br %v15, ^bb1(%v16 : vector<4xindex>), ^bb1(%v16 : vector<4xindex>)
  }
}
