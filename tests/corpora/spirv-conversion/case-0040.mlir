// FLAGS: --convert-arith-to-spirv=emulate-unsupported-float-types=false
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.2, [Shader, Int16, Int64, Float16], [SPV_KHR_8bit_storage, SPV_KHR_16bit_storage]>, #spirv.resource_limits<>>} {
  func.func @f0(%arg0: f16, %arg1: i1) -> i8 {
    %v1 = arith.fptosi %arg0 : f16 to i32
    %v2 = arith.constant dense<[42, 2, -1, 2, 3, -1, 0, 7]> : vector<8xi32>
    cf.cond_br %arg1, ^bb2(%v2 : vector<8xi32>), ^bb2(%v2 : vector<8xi32>)
  ^bb1(%b1_0: vector<2xf16>):
    %v3 = arith.constant true
    %v4 = arith.index_cast %v3 : i1 to index
    %v5 = arith.constant dense<2> : vector<8xi32>
    cf.br ^bb2(%v5 : vector<8xi32>)
  ^bb2(%b2_0: vector<8xi32>):
    %v6 = arith.constant dense<3> : vector<8xi32>
    %v7 = arith.uitofp %v6 : vector<8xi32> to vector<8xf64>
    %v8 = arith.constant dense<-0.0> : vector<4xf32>
    %v9 = arith.constant 0 : i8
    return %v9 : i8
  }
  func.func @f1(%arg0: index, %arg1: vector<3xi32>, %arg2: i32) -> f64 {
    %v1 = arith.constant 1.0 : f32
    cf.br ^bb2
  ^bb1:
    %v2 = arith.constant -2.5 : f32
    %v3 = arith.constant dense<false> : vector<2xi1>
    %v4 = arith.constant 1 : i64
    %v5 = arith.constant 3 : i32
    func.call @f2(%v2, %v3, %v4, %v5) : (f32, vector<2xi1>, i64, i32) -> ()
    cf.br ^bb2
  ^bb2:
    %v6 = arith.constant dense<[3, -1, 42, 7]> : vector<4xindex>
    %v7 = arith.index_cast %arg0 : index to i16
    %v8 = arith.bitcast %v7 : i16 to f16
    %v9 = arith.constant 0.0 : f64
    return %v9 : f64
  }
  func.func @f2(%arg0: f32, %arg1: vector<2xi1>, %arg2: i64, %arg3: i32) {
    %v1 = arith.constant 0.5 : f32
    %v2 = arith.minimumf %arg0, %v1 : f32
    %v3 = arith.constant dense<7> : vector<4xi32>
    %v4 = arith.divui %v3, %v3 : vector<4xi32>
    %v5 = arith.constant dense<[0.0, 0.0]> : vector<2xf32>
    %v6 = arith.constant 7 : i32
    %v7 = arith.ori %arg3, %v6 : i32
    %v8 = arith.truncf %v5 : vector<2xf32> to vector<2xf16>
    return
  }
}
