// FLAGS: --convert-arith-to-spirv --convert-func-to-spirv --convert-cf-to-spirv
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.4, [Shader, Int8, Int16, Int64, Float16, Float64], []>, #spirv.resource_limits<>>} {
  func.func @f0(%arg0: i32) {
    %v1 = arith.trunci %arg0 : i32 to i16
    %v2 = arith.uitofp %arg0 : i32 to f32
    %v3 = arith.constant 7 : i16
    %v4 = arith.muli %v1, %v3 : i16
    cf.br ^bb2(%v2 : f32)
  ^bb1(%b1_0: i64):
    %v5 = arith.constant 42 : i64
    %v6 = arith.cmpi ugt, %b1_0, %v5 : i64
    %v7 = arith.constant 0.0 : f32
    %v8 = arith.minnumf %v7, %v7 : f32
    %v9 = arith.sitofp %b1_0 : i64 to f64
    %v10 = arith.constant 4294967296 : i64
    %v11 = arith.andi %b1_0, %v10 : i64
    %v12 = arith.constant dense<[-2147483648, 1]> : vector<2xi32>
    %v13 = arith.constant dense<[-1, 3]> : vector<2xi32>
    %v14 = arith.shli %v12, %v13 overflow<nuw> : vector<2xi32>
    cf.br ^bb2(%v8 : f32)
  ^bb2(%b2_0: f32):
    %v15 = arith.fptosi %b2_0 : f32 to i32
    %v16 = arith.constant false
    %v17 = arith.constant 7 : i64
    cf.cond_br %v16, ^bb2(%b2_0 : f32), ^bb1(%v17 : i64)
  }
  func.func @f1(%arg0: vector<4xi32>) -> (f64, i64) {
    %v1 = arith.constant dense<1> : vector<2xi32>
    %v2 = arith.sitofp %v1 : vector<2xi32> to vector<2xf64>
    %v3 = arith.constant 1 : i32
    func.call @f0(%v3) : (i32) -> ()
    %v4 = arith.constant dense<6.550400e+04> : vector<2xf64>
    %v5 = arith.addf %v4, %v2 : vector<2xf64>
    %v6 = arith.constant dense<[-2.5, -0.0]> : vector<2xf64>
    %v7 = arith.minimumf %v5, %v6 : vector<2xf64>
    %v8 = arith.constant 3 : i32
    %v9 = arith.cmpi ult, %v8, %v8 : i32
    %v10 = arith.constant dense<[-32768, 1]> : vector<2xi16>
    cf.cond_br %v9, ^bb1(%v9 : i1), ^bb2(%v10 : vector<2xi16>)
  ^bb1(%b1_0: i1):
    %v11 = arith.constant 100.0 : f32
    %v12 = arith.select %b1_0, %v11, %v11 : f32
    %v13 = arith.constant dense<1> : vector<2xi16>
    %v14 = arith.constant dense<-1> : vector<2xi16>
    cf.cond_br %b1_0, ^bb2(%v13 : vector<2xi16>), ^bb2(%v14 : vector<2xi16>)
  ^bb2(%b2_0: vector<2xi16>):
    %v15 = arith.constant true
    %v16 = arith.constant 3 : i64
    %v17 = arith.select %v15, %v16, %v16 : i64
    %v18 = arith.constant 6.550400e+04 : f16
    %v19 = arith.constant -0.0 : f16
    %v20 = arith.mulf %v19, %v19 : f16
    %v21 = arith.trunci %arg0 : vector<4xi32> to vector<4xi1>
    cf.cond_br %v15, ^bb2(%b2_0 : vector<2xi16>), ^bb2(%b2_0 : vector<2xi16>)
  }
  func.func @f2() -> index {
    %v1 = arith.constant -0.0 : f32
    %v2 = arith.cmpf ugt, %v1, %v1 : f32
    %v3 = arith.constant -1 : i8
    %v4 = arith.extsi %v3 : i8 to i64
    %v5 = arith.constant dense<[-1, 1000]> : vector<2xindex>
    %v6 = arith.shrui %v5, %v5 : vector<2xindex>
    cf.br ^bb1
  ^bb1:
    %v7 = arith.constant -2.5 : f64
    %v8 = arith.negf %v7 : f64
    %v9 = arith.constant true
    %v10 = arith.constant 0 : index
    cf.cond_br %v9, ^bb2(%v10 : index), ^bb2(%v10 : index)
  ^bb2(%b2_0: index):
    %v11 = arith.constant 6.550400e+04 : f32
    %v12 = arith.minimumf %v11, %v11 : f32
    return %b2_0 : index
  }
}
