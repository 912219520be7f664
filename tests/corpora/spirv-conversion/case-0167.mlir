// FLAGS: --convert-cf-to-spirv=emulate-unsupported-float-types=false
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.1, [Shader, Int8, Int64, Float16, Float64], [SPV_KHR_no_integer_wrap_decoration]>, #spirv.resource_limits<>>} {
  func.func @f0(%arg0: f32, %arg1: i32, %arg2: vector<2xi8>, %arg3: vector<2xf32>) {
    %v1 = arith.shrsi %arg1, %arg1 : i32
    %v2 = arith.shrui %arg2, %arg2 : vector<2xi8>
    %v3 = arith.constant dense<6.550400e+04> : vector<2xf32>
    %v4 = arith.fptoui %v3 : vector<2xf32> to vector<2xi16>
    %v5 = arith.constant false
    cf.br ^bb1(%v4, %v5 : vector<2xi16>, i1)
  ^bb1(%b1_0: vector<2xi16>, %b1_1: i1):
    %v6 = arith.constant true
    %v7 = arith.extui %v6 : i1 to i8
    %v8 = arith.index_castui %b1_0 : vector<2xi16> to vector<2xindex>
    %v9 = arith.extsi %v7 : i8 to i64
    return
  }
}
