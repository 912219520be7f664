// FLAGS: --convert-cf-to-spirv=emulate-unsupported-float-types=false
module {
  func.func @f0(%arg0: f32, %arg1: f32) {
    func.call @f0(%arg0, %arg1) : (f32, f32) -> ()
    %v1 = arith.cmpf ogt, %arg1, %arg1 : f32
    %v2 = arith.maxnumf %arg0, %arg1 : f32
    %v3 = arith.cmpi sge, %v1, %v1 : i1
    %v4 = arith.constant dense<[3, -1, 1, 7, 2147483647, 1, 42, 2]> : vector<8xi32>
    %v5 = arith.divsi %v4, %v4 : vector<8xi32>
    cf.br ^bb1(%v3 : i1)
  ^bb1(%b1_0: i1):
    %v6 = arith.constant false
    %v7 = arith.select %b1_0, %b1_0, %v6 : i1
    %v8 = arith.constant 7 : i32
    %v9 = arith.sitofp %v8 : i32 to f16
    return
  }
}
