// FLAGS: --convert-func-to-spirv
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.5, [Kernel, Int16, Float16, Float64, Vector16], []>, #spirv.resource_limits<>>} {
  func.func @f0() {
    %v1 = arith.constant dense<[7, -1]> : vector<2xi32>
    %v2 = arith.remsi %v1, %v1 : vector<2xi32>
    func.call @f0() : () -> ()
    return
  }
  func.func @f1() {
    %v1 = arith.constant -1 : i32
    return
  }
}
