// FLAGS: --convert-arith-to-spirv=emulate-unsupported-float-types=false
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.2, [Shader, Int8, Int16, Int64, Float16, Float64], []>, #spirv.resource_limits<>>} {
  func.func @f0(%arg0: vector<2xf32>, %arg1: i32, %arg2: f32, %arg3: i32) {
    %v1 = arith.divf %arg2, %arg2 : f32
    %v2 = arith.cmpf uno, %arg0, %arg0 : vector<2xf32>
    return
  }
  func.func @f1(%arg0: vector<8xi8>) {
    %v1 = arith.constant dense<[6.550400e+04, 0.5, 0.5]> : vector<3xf32>
    %v2 = arith.negf %v1 : vector<3xf32>
    %v3 = arith.constant false
    cf.cond_br %v3, ^bb1, ^bb2
  ^bb1:
    %v4 = arith.index_cast %arg0 : vector<8xi8> to vector<8xindex>
    cf.br ^bb2
  ^bb2:
    %v5 = arith.cmpi sle, %arg0, %arg0 : vector<8xi8>
    func.call @f1(%arg0) : (vector<8xi8>) -> ()
    %v6 = arith.constant 3 : index
    cf.br ^bb2
  }
}
