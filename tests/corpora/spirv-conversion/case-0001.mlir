// FLAGS: --convert-arith-to-spirv=emulate-lt-32-bit-scalar-types=false
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.3, [Shader, Int8, Int64, Float16, Float64, Vector16], [SPV_KHR_16bit_storage]>, #spirv.resource_limits<>>} {
  func.func @f0(%arg0: i32, %arg1: i1, %arg2: i32) {
    %v1 = arith.constant 0 : i32
    %v2 = arith.sitofp %v1 : i32 to f16
    %v3 = arith.constant dense<1.0> : vector<3xf32>
    %v4 = arith.minnumf %v3, %v3 : vector<3xf32>
    %v5 = arith.constant false
    %v6 = arith.constant dense<42> : vector<4xi16>
    cf.cond_br %v5, ^bb1(%v1 : i32), ^bb2(%v6 : vector<4xi16>)
  ^bb1(%b1_0: i32):
    %v7 = arith.index_castui %arg1 : i1 to index
    %v8 = arith.constant 0.0 : f32
    %v9 = arith.bitcast %v8 : f32 to i32
    %v10 = arith.constant 3 : index
    %v11 = arith.ori %v7, %v10 : index
    %v12 = arith.constant 1 : i32
    func.call @f0(%arg0, %arg1, %v12) : (i32, i1, i32) -> ()
    %v13 = arith.constant dense<[42, 42, -1, 42]> : vector<4xi16>
    %v14 = arith.constant dense<[2, 7, 7, -1]> : vector<4xi16>
    cf.cond_br %arg1, ^bb2(%v13 : vector<4xi16>), ^bb2(%v14 : vector<4xi16>)
  ^bb2(%b2_0: vector<4xi16>):
    %v15 = arith.extui %arg1 : i1 to i64
    return
  }
  func.func @f1(%arg0: i64, %arg1: vector<3xf32>, %arg2: f16, %arg3: vector<4xi8>) {
    %v1 = arith.constant 3 : i32
    %v2 = arith.trunci %v1 : i32 to i16
    %v3 = arith.remui %v2, %v2 : i16
    %v4 = arith.extui %v1 : i32 to i64
    return
  }
}
