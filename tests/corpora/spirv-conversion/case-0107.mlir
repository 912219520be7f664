// FLAGS: --convert-func-to-spirv
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.4, [Kernel, Int16, Int64, Float64, Vector16], []>, #spirv.resource_limits<>>} {
  func.func @f0(%arg0: vector<3xf32>, %arg1: vector<3xf16>, %arg2: i8, %arg3: i1) {
    %v1 = arith.constant -0.0 : f64
    %v2 = arith.negf %v1 : f64
    %v3 = arith.constant 0 : i32
    %v4 = arith.cmpi sgt, %v3, %v3 : i32
    cf.cond_br %v4, ^bb1(%v1 : f64), ^bb1(%v1 : f64)
  ^bb1(%b1_0: f64):
    %v5 = arith.constant 255 : i8
    %v6 = arith.select %arg3, %v5, %arg2 : i8
    %v7 = arith.extf %arg0 : vector<3xf32> to vector<3xf64>
    %v8 = arith.constant 0 : i16
    %v9 = arith.constant -32768 : i16
    %v10 = arith.select %arg3, %v8, %v9 : i16
    %v11 = arith.bitcast %arg1 : vector<3xf16> to vector<3xi16>
    %v12 = arith.constant true
    func.call @f0(%arg0, %arg1, %v5, %v12) : (vector<3xf32>, vector<3xf16>, i8, i1) -> ()
    cf.br ^bb1(%b1_0 : f64)
  ^bb2(%b2_0: i8):
    %v13 = arith.constant dense<[-1, 3, 3]> : vector<3xi32>
    %v14 = arith.uitofp %v13 : vector<3xi32> to vector<3xf32>
    %v15 = arith.negf %arg0 : vector<3xf32>
    %v16 = arith.constant 3.0 : f64
    %v17 = arith.constant -0.0 : f64
    cf.cond_br %arg3, ^bb1(%v16 : f64), ^bb1(%v17 : f64)
  }
  func.func @f1() {
    %v1 = arith.constant dense<1.0> : vector<3xf32>
    %v2 = arith.constant dense<[1.0, -0.0, -2.5]> : vector<3xf16>
    %v3 = arith.constant 255 : i8
    %v4 = arith.constant true
    func.call @f0(%v1, %v2, %v3, %v4) : (vector<3xf32>, vector<3xf16>, i8, i1) -> ()
    %v5 = arith.constant false
    func.call @f0(%v1, %v2, %v3, %v5) : (vector<3xf32>, vector<3xf16>, i8, i1) -> ()
    %v6 = arith.constant true
    %v7 = arith.constant dense<[true, false, false]> : vector<3xi1>
    cf.cond_br %v6, ^bb1(%v7 : vector<3xi1>), ^bb1(%v7 : vector<3xi1>)
  ^bb1(%b1_0: vector<3xi1>):
    %v8 = arith.constant true
    %v9 = arith.constant 7 : i64
    %v10 = arith.constant 3 : i64
    %v11 = arith.select %v8, %v9, %v10 : i64
    return
  }
}
