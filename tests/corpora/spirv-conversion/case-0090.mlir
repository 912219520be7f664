// FLAGS: --convert-arith-to-spirv=emulate-lt-32-bit-scalar-types=false
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.1, [Kernel, Int8, Int16, Int64, Float64], [SPV_KHR_no_integer_wrap_decoration]>, #spirv.resource_limits<>>} {
  func.func @f0() {
    %v1 = arith.constant 1 : i32
    %v2 = arith.constant 3 : i32
    %v3 = arith.cmpi sgt, %v1, %v2 : i32
    %v4 = arith.constant 100.0 : f32
    %v5 = arith.constant 3 : index
    cf.cond_br %v3, ^bb2, ^bb1(%v5, %v1 : index, i32)
  ^bb1(%b1_0: index, %b1_1: i32):
    %v6 = arith.constant 0 : i32
    %v7 = arith.subi %v6, %v6 : i32
    %v8 = arith.constant true
    %v9 = arith.select %v8, %b1_0, %b1_0 : index
    %v10 = arith.constant 0x7E00 : f16
    %v11 = arith.fptosi %v10 : f16 to i8
    cf.cond_br %v8, ^bb2, ^bb2
  ^bb2:
    %v12 = arith.constant dense<[2, 42, 1, 2]> : vector<4xi32>
    %v13 = arith.bitcast %v12 : vector<4xi32> to vector<4xi32>
    %v14 = arith.constant true
    %v15 = arith.constant dense<7> : vector<4xi32>
    %v16 = arith.select %v14, %v13, %v15 : vector<4xi32>
    %v17 = arith.constant -2.5 : f32
    %v18 = arith.cmpf ule, %v17, %v17 : f32
    %v19 = arith.extui %v16 : vector<4xi32> to vector<4xi64>
    %v20 = arith.remf %v17, %v17 : f32
    return
  }
}
