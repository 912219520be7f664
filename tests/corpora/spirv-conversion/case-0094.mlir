// FLAGS: --convert-arith-to-spirv=emulate-unsupported-float-types=false
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Kernel, Int8, Int16, Int64, Float16, Float64, Vector16], [SPV_KHR_16bit_storage]>, #spirv.resource_limits<>>} {
  func.func @f0(%arg0: f64, %arg1: i32, %arg2: vector<4xi1>, %arg3: i32) -> i32 {
    %v1 = arith.index_cast %arg2 : vector<4xi1> to vector<4xindex>
    %v2 = arith.constant dense<[2, 3, 42, 0]> : vector<4xindex>
    %v3 = arith.index_castui %v2 : vector<4xindex> to vector<4xi8>
    cf.br ^bb1
  ^bb1:
    %v4 = arith.constant 1.0 : f32
    %v5 = arith.remf %v4, %v4 : f32
    %v6 = arith.constant false
    cf.cond_br %v6, ^bb2, ^bb2
  ^bb2:
    %v7 = arith.select %arg2, %arg2, %arg2 : vector<4xi1>, vector<4xi1>
    %v8 = arith.constant true
    %v9 = arith.constant 3 : i32
    %v10 = arith.select %v8, %arg1, %v9 : i32
    %v11 = arith.constant 0x7F800000 : f32
    %v12 = arith.cmpf uge, %v11, %v11 : f32
    %v13 = arith.maxsi %arg3, %v9 : i32
    %v14 = arith.maxui %arg2, %v7 : vector<4xi1>
    cf.cond_br %v8, ^bb2, ^bb1
  }
  func.func @f1(%arg0: f32, %arg1: vector<4xi8>) -> vector<2xf32> {
    %v1 = arith.extsi %arg1 : vector<4xi8> to vector<4xi16>
    cf.br ^bb2(%arg0 : f32)
  ^bb1(%b1_0: vector<3xindex>, %b1_1: i32):
    %v2 = arith.index_cast %b1_0 : vector<3xindex> to vector<3xi1>
    %v3 = arith.constant -1 : i32
    %v4 = arith.uitofp %v3 : i32 to f64
    %v5 = arith.addf %v4, %v4 : f64
    %v6 = arith.constant dense<[0, 42, 42, 0]> : vector<4xi8>
    %v7 = arith.maxui %arg1, %v6 : vector<4xi8>
    %v8 = arith.constant true
    %v9 = arith.constant 0.5 : f32
    cf.cond_br %v8, ^bb2(%v9 : f32), ^bb2(%v9 : f32)
  ^bb2(%b2_0: f32):
    %v10 = arith.constant 6.550400e+04 : f32
    %v11 = arith.fptosi %v10 : f32 to i16
    %v12 = arith.constant 0x7FC00000 : f32
    %v13 = arith.cmpf true, %arg0, %v12 : f32
    %v14 = arith.extui %arg1 : vector<4xi8> to vector<4xi32>
    %v15 = arith.constant dense<[-0.0, 3.0]> : vector<2xf32>
    return %v15 : vector<2xf32>
  }
}
