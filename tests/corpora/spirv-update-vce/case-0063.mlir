// FLAGS: --spirv-update-vce
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.6, [Matrix, Float64, StorageBuffer16BitAccess, Int16, Int64, DotProduct, DotProductInput4x8BitPacked, Float16, PhysicalStorageBufferAddresses, Shader, Kernel, Vector16, AtomicFloat16AddEXT], [SPV_EXT_physical_storage_buffer, SPV_KHR_integer_dot_product, SPV_EXT_shader_atomic_float_add, SPV_KHR_storage_buffer_storage_class, SPV_KHR_16bit_storage]>, #spirv.resource_limits<>>} {
  spirv.module Logical GLSL450 {
    spirv.GlobalVariable @g1 : !spirv.ptr<i32, Workgroup>
    spirv.func @f0(%arg0: f64, %arg1: vector<4xi32>, %arg2: !spirv.ptr<!spirv.struct<(!spirv.array<4 x i16, stride=2> [0])>, StorageBuffer>) -> f16 "Pure" {
      %var0 = spirv.Variable : !spirv.ptr<vector<2xi16>, Function>
      %0 = spirv.Undef : !spirv.ptr<!spirv.array<4 x i16>, StorageBuffer>
      %1 = spirv.Undef : i32
      %2 = spirv.AccessChain %0[%1] : !spirv.ptr<!spirv.array<4 x i16>, StorageBuffer>, i32 -> !spirv.ptr<i16, StorageBuffer>
      %3 = spirv.Undef : !spirv.ptr<vector<3xi64>, PhysicalStorageBuffer>
      %4 = spirv.Load "PhysicalStorageBuffer" %3 ["Aligned", 4] : vector<3xi64>
      %5 = spirv.Constant dense<0.5> : vector<3xf64>
      %6 = spirv.CompositeExtract %5[2 : i32] : vector<3xf64>
      %7 = spirv.mlir.addressof @g1 : !spirv.ptr<i32, Workgroup>
      %8 = spirv.AtomicIDecrement <Workgroup> <Acquire|ImageMemory> %7 : !spirv.ptr<i32, Workgroup>
      %9 = spirv.Constant -2.0 : f32
      %10 = spirv.ConvertFToS %9 : f32 to i16
      %11 = spirv.Undef : vector<2xi16>
      spirv.Store "Function" %var0, %11 : vector<2xi16>
      %12 = spirv.Constant -2.0 : f16
      spirv.ReturnValue %12 : f16
    }
  }
  spirv.module Logical GLSL450 {
    spirv.func @f0(%arg0: i64) "Const" {
      %0 = spirv.Constant dense<1.0> : vector<8xf32>
      %1 = spirv.CL.fma %0, %0, %0 : vector<8xf32>
      %2 = spirv.Constant 1 : i32
      %3 = spirv.Constant 3 : i32
      %4 = spirv.UDotAccSat %2, %3, %2, <PackedVectorFormat4x8Bit> : i32 -> i32
      %5 = spirv.Undef : !spirv.ptr<f64, Function>
      %6 = spirv.Constant 0.5 : f64
      %7 = spirv.EXT.AtomicFAdd <Device> <Release> %5, %6 : !spirv.ptr<f64, Function>
      spirv.Return
    }
  }
}
