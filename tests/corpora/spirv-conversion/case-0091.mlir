// FLAGS: --convert-func-to-spirv=emulate-unsupported-float-types=false
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.2, [Kernel, Int8, Int16, Int64, Float16, Float64], []>, #spirv.resource_limits<>>} {
  func.func @f0(%arg0: vector<2xi8>, %arg1: vector<3xf32>, %arg2: f32) {
    func.call @f0(%arg0, %arg1, %arg2) : (vector<2xi8>, vector<3xf32>, f32) -> ()
    %v1 = arith.mulf %arg1, %arg1 : vector<3xf32>
    %v2 = arith.constant false
    %v3 = arith.constant -0.0 : f32
    cf.cond_br %v2, ^bb2(%arg2 : f32), ^bb2(%v3 : f32)
  ^bb1(%b1_0: vector<4xi32>):
    %v4 = arith.constant 0.5 : f32
    %v5 = arith.negf %v4 : f32
    %v6 = arith.constant true
    %v7 = arith.constant 0.5 : f32
    cf.cond_br %v6, ^bb2(%arg2 : f32), ^bb2(%v7 : f32)
  ^bb2(%b2_0: f32):
    %v8 = arith.maxui %arg0, %arg0 : vector<2xi8>
    %v9 = arith.constant 0 : i8
    return
  }
}
