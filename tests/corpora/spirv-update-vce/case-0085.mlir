// FLAGS: --spirv-update-vce
module {
  spirv.module PhysicalStorageBuffer64 GLSL450 {
    spirv.GlobalVariable @g1 : !spirv.ptr<i64, PushConstant>
    spirv.func @f0(%arg0: !spirv.matrix<3 x vector<3xf32>>, %arg1: i32) "None" {
      %var0 = spirv.Variable : !spirv.ptr<!spirv.array<4 x i32>, Function>
      %0 = spirv.Constant 1 : i64
      %1 = spirv.IAdd %0, %0 : i64
      %2 = spirv.Constant dense<4> : vector<4xi32>
      %3 = spirv.Undef : vector<4xi32>
      %4 = spirv.BitwiseAnd %2, %3 : vector<4xi32>
      %5 = spirv.GroupNonUniformElect <Workgroup> : i1
      %6 = spirv.Constant -2.0 : f16
      %7 = spirv.FUnordEqual %6, %6 : f16
      %8 = spirv.Undef : !spirv.array<4 x i32>
      spirv.Store "Function" %var0, %8 : !spirv.array<4 x i32>
      %9 = spirv.mlir.addressof @g1 : !spirv.ptr<i64, PushConstant>
      %10 = spirv.Load "PushConstant" %9 : i64
      spirv.Return
    }
    spirv.func @f1() "None" {
      %0 = spirv.Constant 3 : i32
      %1 = spirv.BitCount %0 : i32
      %2 = spirv.BitwiseOr %1, %0 : i32
      spirv.Return
    }
  }
}
