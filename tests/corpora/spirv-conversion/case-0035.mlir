// FLAGS: --convert-arith-to-spirv=emulate-unsupported-float-types=false
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.2, [Kernel, Int8, Int16, Float16, Float64], [SPV_KHR_no_integer_wrap_decoration]>, #spirv.resource_limits<>>} {
  func.func @f0(%arg0: i32, %arg1: i64) {
    %v1 = arith.constant 3 : i32
    %v2 = arith.constant 0 : i64
    func.call @f0(%v1, %v2) : (i32, i64) -> ()
    %v3 = arith.constant 6.550400e+04 : f16
    %v4 = arith.constant 1.0 : f16
    %v5 = arith.cmpf uno, %v3, %v4 : f16
    %v6 = arith.uitofp %arg0 : i32 to f64
    %v7 = arith.cmpf ugt, %v6, %v6 : f64
    return
  }
  func.func @f1(%arg0: i32, %arg1: f32) -> (f32, f16) {
    %v1 = arith.cmpi sgt, %arg0, %arg0 : i32
    %v2 = arith.fptoui %arg1 : f32 to i16
    %v3 = arith.fptosi %arg1 : f32 to i32
    %v4 = arith.select %v1, %arg1, %arg1 : f32
    %v5 = arith.constant dense<[3, 2, 42, 3, 42, -1, 1, -1]> : vector<8xi32>
    cf.br ^bb1
  ^bb1:
    %v6 = arith.constant 100.0 : f32
    %v7 = arith.truncf %v6 : f32 to f16
    %v8 = arith.maxnumf %v7, %v7 : f16
    %v9 = arith.constant 2147483647 : i32
    %v10 = arith.addi %v9, %arg0 : i32
    %v11 = arith.constant 0 : i32
    %v12 = arith.bitcast %v11 : i32 to i32
    %v13 = arith.constant 100.0 : f32
    %v14 = arith.constant true
    cf.cond_br %v14, ^bb1, ^bb1
  }
  func.func @f2(%arg0: f32) {
    %v1 = arith.maxnumf %arg0, %arg0 : f32
    %v2 = arith.constant 0x7F800000 : f32
    %v3 = arith.maximumf %arg0, %v2 : f32
    %v4 = arith.constant 7 : i64
    %v5 = arith.bitcast %v4 : i64 to f64
    %v6 = arith.constant dense<7> : vector<4xi8>
    %v7 = arith.constant dense<3> : vector<4xi8>
    %v8 = arith.xori %v6, %v7 : vector<4xi8>
    cf.br ^bb1
  ^bb1:
    %v9 = arith.constant 6.550400e+04 : f32
    %v10 = arith.fptoui %v9 : f32 to i64
    %v11 = arith.constant 0.5 : f32
    %v12 = arith.addf %v11, %v11 : f32
    %v13 = arith.extf %v9 : f32 to f64
    %v14 = arith.maximumf %v13, %v13 : f64
    return
  }
}
