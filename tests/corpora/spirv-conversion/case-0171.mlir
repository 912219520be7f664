// FLAGS: --convert-cf-to-spirv --convert-func-to-spirv --convert-arith-to-spirv
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Shader, Int8, Int16, Int64, Float16], [SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<>>} {
  func.func @f0(%arg0: i32, %arg1: vector<8xi16>) {
    %v1 = arith.constant 0x7FC00000 : f32
    %v2 = arith.constant 0 : i32
    %v3 = arith.shli %v2, %v2 : i32
    %v4 = arith.muli %arg0, %arg0 : i32
    %v5 = arith.constant dense<42> : vector<2xi32>
    %v6 = arith.constant 1 : i16
    cf.br ^bb1(%v5, %v6 : vector<2xi32>, i16)
  ^bb1(%b1_0: vector<2xi32>, %b1_1: i16):
    func.call @f0(%arg0, %arg1) : (i32, vector<8xi16>) -> ()
    %v7 = arith.maxui %arg0, %arg0 : i32
    return
  }
}
