// FLAGS: --convert-func-to-spirv=emulate-unsupported-float-types=false
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.1, [Shader, Int8, Int16, Int64, Float16, Float64], [SPV_KHR_no_integer_wrap_decoration]>, #spirv.resource_limits<>>} {
  func.func @f0() -> f32 {
    %v1 = arith.constant dense<[1000, 3, 4294967296, 7]> : vector<4xindex>
    %v2 = arith.divui %v1, %v1 : vector<4xindex>
    %v3 = arith.subi %v1, %v1 : vector<4xindex>
    %v4 = arith.index_cast %v2 : vector<4xindex> to vector<4xi32>
    %v5 = arith.constant 2 : i32
    %v6 = arith.cmpi ule, %v4, %v4 : vector<4xi32>
    %v7 = arith.constant 0 : index
    %v8 = arith.constant dense<[42]> : vector<1xindex>
    cf.br ^bb1(%v7, %v8 : index, vector<1xindex>)
  ^bb1(%b1_0: index, %b1_1: vector<1xindex>):
    %v9 = arith.index_castui %b1_1 : vector<1xindex> to vector<1xi64>
    %v10 = arith.constant false
    cf.cond_br %v10, ^bb1(%b1_0, %b1_1 : index, vector<1xindex>), ^bb1(%b1_0, %b1_1 : index, vector<1xindex>)
  }
  func.func @f1(%arg0: vector<4xi32>, %arg1: index) {
    %v1 = arith.constant dense<[100.0, 0.0, 6.550400e+04, -0.0]> : vector<4xf32>
    %v2 = arith.maxnumf %v1, %v1 : vector<4xf32>
    %v3 = arith.constant 3 : i32
    %v4 = arith.constant 0.0 : f16
    cf.br ^bb1(%v3, %v4 : i32, f16)
  ^bb1(%b1_0: i32, %b1_1: f16):
    %v5 = arith.constant false
    %v6 = arith.constant -1 : index
    %v7 = arith.select %v5, %arg1, %v6 : index
    %v8 = arith.constant 1 : i32
    %v9 = arith.divui %b1_0, %v8 : i32
    %v10 = arith.constant dense<[-1, 2147483647, 7]> : vector<3xi32>
    %v11 = arith.constant dense<3> : vector<3xi32>
    %v12 = arith.maxui %v10, %v11 : vector<3xi32>
    %v13 = arith.mulf %b1_1, %b1_1 : f16
    %v14 = arith.constant 100.0 : f16
    %v15 = arith.extf %v14 : f16 to f32
    return
  }
}
