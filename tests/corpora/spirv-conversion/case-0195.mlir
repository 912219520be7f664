// FLAGS: --convert-func-to-spirv=emulate-unsupported-float-types=false
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.3, [Shader, Float16], [SPV_KHR_no_integer_wrap_decoration]>, #spirv.resource_limits<>>} {
  func.func @f0(%arg0: i32, %arg1: i32) {
    %v1 = arith.constant dense<0.5> : vector<2xf64>
    %v2 = arith.remsi %arg0, %arg0 : i32
    %v3 = arith.constant 1.0 : f32
    %v4 = arith.bitcast %v3 : f32 to i32
    %v5 = arith.minnumf %v3, %v3 : f32
    return
  }
  func.func @f1() {
    func.call @f1() : () -> ()
    %v1 = arith.constant 7 : i32
    %v2 = arith.subi %v1, %v1 : i32
    %v3 = arith.bitcast %v2 : i32 to f32
    %v4 = arith.constant 3.0 : f32
    %v5 = arith.constant true
    %v6 = arith.constant 3 : index
    %v7 = arith.constant dense<[1.0, 3.0]> : vector<2xf16>
    cf.cond_br %v5, ^bb1(%v6, %v7 : index, vector<2xf16>), ^bb1(%v6, %v7 : index, vector<2xf16>)
  ^bb1(%b1_0: index, %b1_1: vector<2xf16>):
    %v8 = arith.constant dense<6.550400e+04> : vector<2xf16>
    %v9 = arith.constant dense<0.5> : vector<2xf16>
    %v10 = arith.subf %v8, %v9 : vector<2xf16>
    %v11 = arith.constant -2147483648 : i32
    %v12 = arith.bitcast %v11 : i32 to i32
    %v13 = arith.constant true
    cf.cond_br %v13, ^bb2, ^bb2
  ^bb2:
    %v14 = arith.constant -1 : i64
    %v15 = arith.remui %v14, %v14 : i64
    %v16 = arith.constant dense<1.0> : vector<2xf64>
    %v17 = arith.cmpf oge, %v16, %v16 : vector<2xf64>
    %v18 = arith.index_cast %v14 : i64 to index
    %v19 = arith.extui %v17 : vector<2xi1> to vector<2xi32>
    %v20 = arith.constant 3 : i16
    %v21 = arith.trunci %v20 : i16 to i1
    return
  }
}
