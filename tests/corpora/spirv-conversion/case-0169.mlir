// FLAGS: --convert-arith-to-spirv --convert-func-to-spirv --convert-cf-to-spirv
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.1, [Shader, Int16, Int64, Float16, Float64], []>, #spirv.resource_limits<>>} {
  func.func @f0() {
    %v1 = arith.constant dense<-2.5> : vector<1xf32>
    %v2 = arith.minimumf %v1, %v1 : vector<1xf32>
    %v3 = arith.constant dense<-0.0> : vector<1xf32>
    %v4 = arith.truncf %v3 : vector<1xf32> to vector<1xf16>
    %v5 = arith.constant 1.0 : f32
    %v6 = arith.cmpf true, %v5, %v5 : f32
    %v7 = arith.constant false
    %v8 = arith.xori %v7, %v6 : i1
    func.call @f0() : () -> ()
    return
  }
  func.func @f1(%arg0: vector<4xi32>, %arg1: i32, %arg2: f32, %arg3: i32) -> i8 {
    %v1 = arith.bitcast %arg0 : vector<4xi32> to vector<4xi32>
    %v2 = arith.constant 1 : i16
    %v3 = arith.muli %v2, %v2 : i16
    %v4 = arith.constant true
    %v5 = arith.constant dense<[2, 1]> : vector<2xindex>
    cf.cond_br %v4, ^bb1(%v5 : vector<2xindex>), ^bb1(%v5 : vector<2xindex>)
  ^bb1(%b1_0: vector<2xindex>):
    %v6 = arith.bitcast %arg3 : i32 to f32
    %v7 = arith.andi %arg1, %arg3 : i32
    func.call @f0() : () -> ()
    %v8 = arith.constant dense<[1000, 0, 2]> : vector<3xindex>
    func.call @f0() : () -> ()
    %v9 = arith.constant 1 : i8
    return %v9 : i8
  }
}
