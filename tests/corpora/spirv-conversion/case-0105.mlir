// FLAGS: --convert-arith-to-spirv=emulate-unsupported-float-types=false
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.5, [Shader, Int8, Int16, Int64, Float16, Float64, Vector16], [SPV_KHR_storage_buffer_storage_class, SPV_KHR_no_integer_wrap_decoration]>, #spirv.resource_limits<>>} {
  func.func @f0(%arg0: index, %arg1: i16) {
    %v1 = arith.constant -1 : index
    %v2 = arith.shrui %arg0, %v1 : index
    %v3 = arith.constant 1.0 : f64
    %v4 = arith.constant 100.0 : f64
    %v5 = arith.remf %v3, %v4 : f64
    %v6 = arith.constant true
    %v7 = arith.constant true
    %v8 = arith.constant false
    %v9 = arith.select %v6, %v7, %v8 : i1
    %v10 = arith.constant 1 : i32
    %v11 = arith.constant dense<2> : vector<2xindex>
    cf.cond_br %v8, ^bb1(%v10, %v10 : i32, i32), ^bb2(%v11 : vector<2xindex>)
  ^bb1(%b1_0: i32, %b1_1: i32):
    %v12 = arith.constant 0.5 : f32
    %v13 = arith.cmpf oeq, %v12, %v12 : f32
    %v14 = arith.constant -2.5 : f32
    %v15 = arith.constant 1.0 : f32
    %v16 = arith.cmpf ueq, %v14, %v15 : f32
    %v17 = arith.constant 3 : index
    %v18 = arith.select %v16, %arg0, %v17 : index
    %v19 = arith.constant 42 : index
    %v20 = arith.constant 6.550400e+04 : f64
    %v21 = arith.constant true
    %v22 = arith.constant dense<1> : vector<2xindex>
    %v23 = arith.constant dense<0> : vector<2xindex>
    cf.cond_br %v21, ^bb2(%v22 : vector<2xindex>), ^bb2(%v23 : vector<2xindex>)
  ^bb2(%b2_0: vector<2xindex>):
    %v24 = arith.constant dense<100.0> : vector<5xf16>
    %v25 = arith.divf %v24, %v24 : vector<5xf16>
    %v26 = arith.constant 65536 : i32
    %v27 = arith.constant 2147483647 : i32
    %v28 = arith.subi %v26, %v27 : i32
    return
  }
  func.func @f1(%arg0: f64, %arg1: f32, %arg2: vector<3xi1>, %arg3: i16) {
    %v1 = arith.constant 0 : index
    %v2 = arith.constant 2 : i16
    func.call @f0(%v1, %v2) : (index, i16) -> ()
    %v3 = arith.minimumf %arg0, %arg0 : f64
    %v4 = arith.constant 7 : i32
    %v5 = arith.addi %v4, %v4 overflow<nsw> : i32
    %v6 = arith.constant 0 : i32
    %v7 = arith.shrsi %v6, %v6 : i32
    return
  }
}
