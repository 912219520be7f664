// FLAGS: --convert-arith-to-spirv=emulate-unsupported-float-types=false
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.6, [Shader, Int8, Int16, Float16, Vector16], [SPV_KHR_no_integer_wrap_decoration]>, #spirv.resource_limits<>>} {
  func.func @f0() -> i32 {
    %v1 = arith.constant 1 : i32
    %v2 = arith.trunci %v1 : i32 to i1
    %v3 = arith.shrui %v1, %v1 : i32
    %v4 = arith.constant 0 : index
    %v5 = arith.constant 0 : index
    cf.cond_br %v2, ^bb1(%v4 : index), ^bb1(%v5 : index)
  ^bb1(%b1_0: index):
    %v6 = arith.constant dense<[1.0, 100.0, 0.0, 0.5, 0.5]> : vector<5xf64>
    %v7 = arith.constant dense<[6.550400e+04, 1.0, 0.5, 3.0, 1.0]> : vector<5xf64>
    %v8 = arith.cmpf une, %v6, %v7 : vector<5xf64>
    %v9 = arith.cmpi uge, %b1_0, %b1_0 : index
    %v10 = arith.constant -1 : i32
    cf.cond_br %v9, ^bb2(%v10 : i32), ^bb2(%v10 : i32)
  ^bb2(%b2_0: i32):
    %v11 = arith.constant 42 : i32
    %v12 = arith.sitofp %v11 : i32 to f16
    %v13 = arith.constant -2.5 : f16
    %v14 = arith.cmpf one, %v12, %v13 : f16
    %v15 = arith.constant 3 : i32
    %v16 = arith.constant 1 : i32
    return %v16 : i32
  }
  func.func @f1() -> index {
    %v1 = arith.constant -1 : index
    %v2 = arith.andi %v1, %v1 : index
    %v3 = arith.constant true
    %v4 = arith.constant false
    cf.cond_br %v3, ^bb1(%v3 : i1), ^bb1(%v4 : i1)
  ^bb1(%b1_0: i1):
    %v5 = arith.constant 0 : i32
    %v6 = arith.sitofp %v5 : i32 to f16
    %v7 = arith.remf %v6, %v6 : f16
    %v8 = arith.trunci %v5 : i32 to i16
    %v9 = arith.constant 1 : index
    return %v9 : index
  }
  func.func @f2(%arg0: i16) -> vector<4xi32> {
    %v1 = arith.constant 0 : i16
    %v2 = arith.remui %arg0, %v1 : i16
    %v3 = arith.constant dense<2> : vector<4xi16>
    %v4 = arith.constant 4294967296 : index
    %v5 = arith.constant dense<-1> : vector<2xi8>
    %v6 = arith.cmpi sgt, %v5, %v5 : vector<2xi8>
    %v7 = arith.constant dense<3> : vector<4xi32>
    return %v7 : vector<4xi32>
  }
}
