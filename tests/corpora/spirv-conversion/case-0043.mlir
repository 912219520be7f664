// FLAGS: --convert-arith-to-spirv=emulate-unsupported-float-types=false
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.1, [Kernel, Int8, Int64, Float16, Float64], []>, #spirv.resource_limits<>>} {
  func.func @f0(%arg0: i1, %arg1: f64) {
    %v1 = arith.constant 100.0 : f64
    %v2 = arith.fptoui %v1 : f64 to i32
    %v3 = arith.constant 3 : i16
    %v4 = arith.constant 2 : i16
    %v5 = arith.remui %v3, %v4 : i16
    %v6 = arith.fptoui %arg1 : f64 to i16
    cf.cond_br %arg0, ^bb1, ^bb1
  ^bb1:
    %v7 = arith.constant 0.5 : f16
    %v8 = arith.constant 0.5 : f16
    %v9 = arith.minimumf %v7, %v8 : f16
    %v10 = arith.constant -2.5 : f16
    %v11 = arith.subf %v9, %v10 : f16
    %v12 = arith.constant false
    %v13 = arith.cmpi sle, %v12, %v12 : i1
    %v14 = arith.extf %v9 : f16 to f32
    %v15 = arith.maxnumf %v14, %v14 : f32
    return
  }
  func.func @f1(%arg0: vector<8xi64>, %arg1: i64) -> vector<8xi64> {
    %v1 = arith.constant dense<[9223372036854775807, 2, 3, 7, 42, 0, 0, 42]> : vector<8xi64>
    %v2 = arith.divsi %v1, %arg0 : vector<8xi64>
    %v3 = arith.constant 0 : i32
    %v4 = arith.constant dense<42> : vector<4xindex>
    %v5 = arith.index_cast %v4 : vector<4xindex> to vector<4xi16>
    %v6 = arith.andi %arg1, %arg1 : i64
    %v7 = arith.constant true
    %v8 = arith.constant dense<0.5> : vector<2xf64>
    %v9 = arith.constant dense<6.550400e+04> : vector<2xf64>
    cf.cond_br %v7, ^bb1(%v8 : vector<2xf64>), ^bb1(%v9 : vector<2xf64>)
  ^bb1(%b1_0: vector<2xf64>):
    %v10 = arith.constant 1.0 : f32
    %v11 = arith.constant 0.0 : f32
    %v12 = arith.maxnumf %v10, %v11 : f32
    %v13 = arith.cmpf oeq, %v10, %v10 : f32
    cf.cond_br %v13, ^bb1(%b1_0 : vector<2xf64>), ^bb1(%b1_0 : vector<2xf64>)
  }
  func.func @f2() -> f32 {
    %v1 = arith.constant dense<[2, 0]> : vector<2xi32>
    %v2 = arith.constant dense<0> : vector<2xi32>
    %v3 = arith.subi %v1, %v2 overflow<nsw> : vector<2xi32>
    %v4 = arith.constant 0.5 : f32
    %v5 = arith.extf %v4 : f32 to f64
    %v6 = arith.cmpi sge, %v1, %v3 : vector<2xi32>
    %v7 = arith.constant 0 : i8
    %v8 = arith.fptosi %v5 : f64 to i8
    %v9 = arith.constant dense<7> : vector<4xi64>
    %v10 = arith.constant dense<[3.0, 100.0, 0.5, 100.0]> : vector<4xf16>
    cf.br ^bb1(%v9, %v10 : vector<4xi64>, vector<4xf16>)
  ^bb1(%b1_0: vector<4xi64>, %b1_1: vector<4xf16>):
    %v11 = arith.fptoui %b1_1 : vector<4xf16> to vector<4xi64>
    %v12 = arith.constant -1 : i16
    %v13 = arith.sitofp %v12 : i16 to f32
    %v14 = arith.constant dense<[6.550400e+04, 0.0, 3.0, 1.0]> : vector<4xf32>
    %v15 = arith.constant dense<3> : vector<4xi64>
    cf.br ^bb1(%v15, %b1_1 : vector<4xi64>, vector<4xf16>)
  }
}
