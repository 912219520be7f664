// FLAGS: --convert-func-to-spirv=emulate-lt-32-bit-scalar-types=false
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.6, [Kernel, Int8, Int16, Int64, Float16], [SPV_KHR_16bit_storage]>, #spirv.resource_limits<>>} {
  func.func @f0() -> f32 {
    %v1 = arith.constant 0 : index
    %v2 = arith.maxsi %v1, %v1 : index
    %v3 = arith.constant 0 : i32
    %v4 = arith.constant dense<[42, 0, -1]> : vector<3xi32>
    cf.br ^bb1(%v3, %v4 : i32, vector<3xi32>)
  ^bb1(%b1_0: i32, %b1_1: vector<3xi32>):
    %v5 = arith.constant 6.550400e+04 : f16
    %v6 = arith.constant dense<-1> : vector<3xindex>
    func.call @f1(%v5, %v6) : (f16, vector<3xindex>) -> ()
    %v7 = arith.constant 0 : i8
    %v8 = arith.cmpi ugt, %v7, %v7 : i8
    %v9 = arith.constant true
    %v10 = arith.select %v8, %v9, %v9 : i1
    cf.cond_br %v9, ^bb1(%b1_0, %b1_1 : i32, vector<3xi32>), ^bb1(%b1_0, %b1_1 : i32, vector<3xi32>)
  }
  func.func @f1(%arg0: f16, %arg1: vector<3xindex>) {
    %v1 = arith.constant dense<[1, 7, 0]> : vector<3xindex>
    %v2 = arith.index_cast %v1 : vector<3xindex> to vector<3xi64>
    %v3 = arith.constant dense<[-1, 1, -1]> : vector<3xindex>
    %v4 = arith.shli %v3, %arg1 overflow<nsw, nuw> : vector<3xindex>
    %v5 = arith.maximumf %arg0, %arg0 : f16
    %v6 = arith.remsi %v2, %v2 : vector<3xi64>
    %v7 = arith.constant 1.0 : f32
    return
  }
}
