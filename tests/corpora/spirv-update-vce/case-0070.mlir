// FLAGS: --spirv-update-vce
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.6, [Bfloat16ConversionINTEL, PhysicalStorageBufferAddresses, CooperativeMatrixKHR, Int16, Shader, Vector16, Float64, Geometry, Matrix, Kernel, VulkanMemoryModel, Int64], [SPV_KHR_storage_buffer_storage_class, SPV_INTEL_bfloat16_conversion, SPV_EXT_physical_storage_buffer, SPV_KHR_cooperative_matrix]>, #spirv.resource_limits<>>} {
  spirv.module Logical GLSL450 {
    spirv.func @f0(%arg0: vector<2xf32>) -> !spirv.array<4 x i16> "None" {
      spirv.ControlBarrier <Device>, <Workgroup>, <Release|MakeAvailable>
      %0 = spirv.Constant dense<-2.0> : vector<8xf32>
      %1 = spirv.GL.FAbs %0 : vector<8xf32>
      %2 = spirv.Constant dense<3> : vector<4xi64>
      %3 = spirv.UGreaterThan %2, %2 : vector<4xi64>
      %4 = spirv.Constant dense<1> : vector<4xi16>
      %5 = spirv.INTEL.ConvertBF16ToF %4 : vector<4xi16> to vector<4xf32>
      %6 = spirv.Undef : !spirv.array<4 x i16>
      spirv.ReturnValue %6 : !spirv.array<4 x i16>
    }
  }
  spirv.module PhysicalStorageBuffer64 GLSL450 requires #spirv.vce<v1.2, [Kernel], []> {
    spirv.GlobalVariable @g1 : !spirv.ptr<!spirv.struct<(!spirv.array<4 x f64, stride=8> [0])>, StorageBuffer>
    spirv.func @f0() "DontInline" {
      %var0 = spirv.Variable : !spirv.ptr<!spirv.struct<(i16, i32)>, Function>
      %0 = spirv.Load "Function" %var0 : !spirv.struct<(i16, i32)>
      %1 = spirv.KHR.CooperativeMatrixLength : !spirv.coopmatrix<8x16xf32, Workgroup, MatrixB>
      %2 = spirv.mlir.addressof @g1 : !spirv.ptr<!spirv.struct<(!spirv.array<4 x f64, stride=8> [0])>, StorageBuffer>
      %3 = spirv.Load "StorageBuffer" %2 : !spirv.struct<(!spirv.array<4 x f64, stride=8> [0])>
      spirv.Return
    }
    spirv.EntryPoint "Geometry" @f0
  }
}
