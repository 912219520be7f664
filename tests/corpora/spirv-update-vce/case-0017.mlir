// FLAGS: --spirv-update-vce
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.6, [GroupNonUniform, Float64, Int8, Shader, Groups, StorageBuffer16BitAccess, Kernel, GroupNonUniformArithmetic, Int64, Matrix, Vector16, DotProductInput4x8Bit, GroupUniformArithmeticKHR, Int16, DotProduct], [SPV_KHR_storage_buffer_storage_class, SPV_EXT_replicated_composites, SPV_KHR_integer_dot_product, SPV_KHR_16bit_storage]>, #spirv.resource_limits<>>} {
  spirv.module Logical GLSL450 {
    spirv.GlobalVariable @g1 : !spirv.ptr<i16, StorageBuffer>
    spirv.func @f0(%arg0: f64) "None" {
      %0 = spirv.Constant dense<0> : vector<2xi32>
      %1 = spirv.Undef : i32
      %2 = spirv.BitFieldUExtract %0, %1, %1 : vector<2xi32>, i32, i32
      %3 = spirv.Constant 4 : i8
      %4 = spirv.GroupIAdd <Subgroup> <Reduce> %3 : i8
      %5 = spirv.mlir.addressof @g1 : !spirv.ptr<i16, StorageBuffer>
      %6 = spirv.Load "StorageBuffer" %5 : i16
      %7 = spirv.Constant 1.0 : f32
      %8 = spirv.KHR.GroupFMul <Workgroup> <InclusiveScan> %7 : f32
      spirv.Return
    }
    spirv.func @f1() -> vector<8xi32> "None" {
      %var0 = spirv.Variable : !spirv.ptr<!spirv.struct<(i16, i32)>, Function>
      %0 = spirv.Constant dense<-1> : vector<4xi32>
      %1 = spirv.BitwiseAnd %0, %0 : vector<4xi32>
      %2 = spirv.EXT.ConstantCompositeReplicate [1 : i32] : vector<16xi32>
      %3 = spirv.Constant 0 : i64
      %4 = spirv.Constant dense<4> : vector<4xi8>
      %5 = spirv.Constant dense<3> : vector<4xi8>
      %6 = spirv.SDotAccSat %4, %5, %3 : vector<4xi8> -> i64
      %7 = spirv.Load "Function" %var0 : !spirv.struct<(i16, i32)>
      %8 = spirv.Constant dense<0> : vector<8xi32>
      spirv.ReturnValue %8 : vector<8xi32>
    }
  }
}
