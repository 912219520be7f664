// FLAGS: --convert-arith-to-spirv
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.2, [Shader, Int8, Int16, Int64, Float16], [SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<>>} {
  func.func @f0(%arg0: vector<4xi16>, %arg1: i1, %arg2: f32, %arg3: vector<4xi32>) {
    %v1 = arith.constant -1 : i32
    %v2 = arith.extui %v1 : i32 to i64
    %v3 = arith.constant 0x7F800000 : f32
    func.call @f0(%arg0, %arg1, %v3, %arg3) : (vector<4xi16>, i1, f32, vector<4xi32>) -> ()
    %v4 = arith.constant 6.550400e+04 : f32
    %v5 = arith.maxnumf %v4, %v3 : f32
    %v6 = arith.maxui %arg3, %arg3 : vector<4xi32>
    %v7 = arith.constant dense<[2, 7, 2, -1]> : vector<4xi16>
    %v8 = arith.andi %arg0, %v7 : vector<4xi16>
    %v9 = arith.constant false
    %v10 = arith.constant 1.0 : f32
    cf.cond_br %v9, ^bb1(%v4 : f32), ^bb1(%v10 : f32)
  ^bb1(%b1_0: f32):
    %v11 = arith.constant 1 : i8
    %v12 = arith.remsi %v11, %v11 : i8
    %v13 = arith.muli %arg0, %arg0 : vector<4xi16>
    return
  }
  func.func @f1(%arg0: vector<3xi32>, %arg1: vector<2xi64>, %arg2: i32) {
    %v1 = arith.constant dense<[-1, 4294967296]> : vector<2xi64>
    %v2 = arith.maxui %arg1, %v1 : vector<2xi64>
    %v3 = arith.divsi %arg1, %arg1 : vector<2xi64>
    %v4 = arith.remsi %arg0, %arg0 : vector<3xi32>
    return
  }
}
