// FLAGS: --spirv-update-vce
module {
  spirv.module Logical GLSL450 requires #spirv.vce<v1.2, [Shader], []> {
    spirv.GlobalVariable @g1 bind(0, 1) : !spirv.ptr<!spirv.struct<(!spirv.array<4 x i32, stride=4> [0])>, StorageBuffer>
    spirv.func @f0(%arg0: f16, %arg1: vector<8xi16>, %arg2: i32) "None" {
      %0 = spirv.Constant false
      %1 = spirv.GroupNonUniformLogicalXor <Subgroup> <InclusiveScan> %0 : i1 -> i1
      %2 = spirv.mlir.addressof @g1 : !spirv.ptr<!spirv.struct<(!spirv.array<4 x i32, stride=4> [0])>, StorageBuffer>
      %3 = spirv.Load "StorageBuffer" %2 : !spirv.struct<(!spirv.array<4 x i32, stride=4> [0])>
      %4 = spirv.Undef : i64
      %5 = spirv.Constant dense<-1> : vector<4xi8>
      %6 = spirv.UDotAccSat %5, %5, %4 : vector<4xi8> -> i64
      %7 = spirv.Constant dense<3> : vector<2xi64>
      %8 = spirv.SDiv %7, %7 : vector<2xi64>
      spirv.Return
    }
  }
}
