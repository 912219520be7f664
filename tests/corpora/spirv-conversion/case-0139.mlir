// FLAGS: --convert-arith-to-spirv --convert-func-to-spirv --convert-cf-to-spirv
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.3, [Kernel, Int8, Int16, Int64, Float64], [SPV_KHR_no_integer_wrap_decoration]>, #spirv.resource_limits<>>} {
  func.func @f0() -> i64 {
    %v1 = arith.constant -1 : index
    %v2 = arith.divui %v1, %v1 : index
    %v3 = arith.constant dense<[0, 42]> : vector<2xi8>
    %v4 = arith.constant dense<[1, 1]> : vector<2xi32>
    %v5 = func.call @f2(%v3, %v4) : (vector<2xi8>, vector<2xi32>) -> (i32)
    %v6 = arith.constant 0 : index
    %v7 = arith.index_castui %v6 : index to i64
    %v8 = arith.constant 7 : index
    %v9 = arith.divui %v8, %v1 : index
    cf.br ^bb1
  ^bb1:
    %v10 = arith.constant 42 : i32
    func.call @f1(%v10) : (i32) -> ()
    %v11 = arith.constant 7 : i64
    return %v11 : i64
  }
  func.func @f1(%arg0: i32) {
    %v1 = arith.constant true
    %v2 = arith.select %v1, %arg0, %arg0 : i32
    %v3 = arith.andi %arg0, %v2 : i32
    %v4 = arith.constant 0.0 : f64
    %v5 = arith.constant 1.0 : f64
    cf.cond_br %v1, ^bb1(%v4 : f64), ^bb1(%v5 : f64)
  ^bb1(%b1_0: f64):
    %v6 = arith.divsi %arg0, %arg0 : i32
    %v7 = arith.cmpi sgt, %arg0, %v6 : i32
    return
  }
  func.func @f2(%arg0: vector<2xi8>, %arg1: vector<2xi32>) -> i32 {
    %v1 = arith.constant 100.0 : f64
    %v2 = arith.divf %v1, %v1 : f64
    %v3 = arith.constant 0.5 : f32
    %v4 = arith.fptoui %v3 : f32 to i32
    %v5 = arith.minimumf %v2, %v2 : f64
    %v6 = arith.constant dense<[2, 0]> : vector<2xi8>
    %v7 = func.call @f2(%v6, %arg1) : (vector<2xi8>, vector<2xi32>) -> (i32)
    %v8 = arith.constant 0.5 : f64
    %v9 = arith.fptoui %v8 : f64 to i1
    %v10 = arith.constant true
    cf.cond_br %v10, ^bb1(%v4 : i32), ^bb1(%v7 : i32)
  ^bb1(%b1_0: i32):
    %v11 = arith.divsi %arg0, %arg0 : vector<2xi8>
    %v12 = arith.constant false
    %v13 = arith.constant -1 : i32
    cf.cond_br %v12, ^bb1(%b1_0 : i32), ^bb1(%v13 : i32)
  ^bb2(%b2_0: f32):
    %v14 = arith.cmpf uge, %b2_0, %b2_0 : f32
    %v15 = arith.constant 0 : i32
    func.call @f1(%v15) : (i32) -> ()
    %v16 = arith.minimumf %b2_0, %b2_0 : f32
    return %v15 : i32
  }
}
