// FLAGS: --convert-arith-to-spirv --convert-func-to-spirv --convert-cf-to-spirv
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Shader, Int16, Int64, Float64], []>, #spirv.resource_limits<>>} {
  func.func @f0(%arg0: i32, %arg1: f64, %arg2: i16) {
    %v1 = arith.cmpi ugt, %arg0, %arg0 : i32
    %v2 = arith.constant 0.5 : f64
    %v3 = arith.mulf %arg1, %v2 : f64
    %v4 = arith.constant -2.5 : f16
    %v5 = arith.constant -2147483648 : i32
    %v6 = arith.constant 2 : index
    %v7 = arith.constant 3.0 : f32
    func.call @f2(%v4, %v5, %v6, %v7) : (f16, i32, index, f32) -> ()
    %v8 = arith.constant true
    cf.cond_br %v8, ^bb1(%v5 : i32), ^bb1(%v5 : i32)
  ^bb1(%b1_0: i32):
    %v9 = arith.remsi %arg2, %arg2 : i16
    %v10 = arith.constant -0.0 : f16
    %v11 = arith.constant 7 : index
    %v12 = arith.constant 3.0 : f32
    func.call @f2(%v10, %arg0, %v11, %v12) : (f16, i32, index, f32) -> ()
    return
  }
  func.func @f1(%arg0: f32, %arg1: i8, %arg2: f32, %arg3: vector<2xi32>) {
    %v1 = arith.cmpi sge, %arg1, %arg1 : i8
    %v2 = arith.constant 2 : i32
    cf.br ^bb1(%v2 : i32)
  ^bb1(%b1_0: i32):
    %v3 = arith.constant -1 : i32
    %v4 = arith.constant false
    %v5 = arith.select %v4, %arg0, %arg2 : f32
    %v6 = arith.index_cast %b1_0 : i32 to index
    %v7 = arith.select %v4, %arg1, %arg1 : i8
    %v8 = arith.maxsi %v3, %v3 : i32
    %v9 = arith.constant false
    cf.cond_br %v9, ^bb2, ^bb2
  ^bb2:
    %v10 = arith.constant 0 : i64
    return
  }
  func.func @f2(%arg0: f16, %arg1: i32, %arg2: index, %arg3: f32) {
    %v1 = arith.constant 7 : i32
    %v2 = arith.maxui %v1, %v1 : i32
    %v3 = arith.subf %arg0, %arg0 : f16
    %v4 = arith.index_cast %arg2 : index to i1
    %v5 = arith.constant 2 : i32
    cf.cond_br %v4, ^bb2, ^bb1(%v5 : i32)
  ^bb1(%b1_0: i32):
    %v6 = arith.constant dense<[100.0, 3.0]> : vector<2xf32>
    %v7 = arith.subf %v6, %v6 : vector<2xf32>
    %v8 = arith.constant dense<7> : vector<4xi32>
    %v9 = arith.constant dense<[-1, 2, 42, 65536]> : vector<4xi32>
    %v10 = arith.ori %v8, %v9 : vector<4xi32>
    %v11 = arith.shrsi %arg1, %b1_0 : i32
    %v12 = arith.constant true
    cf.cond_br %v12, ^bb2, ^bb2
  ^bb2:
    %v13 = arith.constant 42 : i64
    %v14 = arith.andi %v13, %v13 : i64
    return
  }
}
