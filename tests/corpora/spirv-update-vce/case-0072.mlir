// FLAGS: --spirv-update-vce
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.6, [Sampled1D, GroupNonUniform, Addresses, Float16, GroupUniformArithmeticKHR, ImageBuffer, ExpectAssumeKHR, StoragePushConstant16, TensorFloat32RoundingINTEL, VulkanMemoryModelDeviceScope, SubgroupBallotKHR, Shader, DotProductInput4x8Bit, StorageUniform16, OptNoneINTEL, Matrix, StorageImageMultisample, AtomicFloat64AddEXT, RayTracingKHR, Int8, Int16, ImageCubeArray, DotProduct, Kernel, Vector16, AtomicFloat16AddEXT], [SPV_KHR_storage_buffer_storage_class, SPV_KHR_integer_dot_product, SPV_KHR_16bit_storage, SPV_EXT_shader_atomic_float_add, SPV_KHR_expect_assume]>, #spirv.resource_limits<>>} {
  spirv.module Logical GLSL450 {
    spirv.func @f0(%arg0: f32, %arg1: i32) -> vector<2xi32> "None" {
      %0 = spirv.Undef : !spirv.ptr<f16, Image>
      %1 = spirv.Constant 1.0 : f16
      %2 = spirv.EXT.AtomicFAdd <Device> <Acquire|WorkgroupMemory> %0, %1 : !spirv.ptr<f16, Image>
      %3 = spirv.Undef : !spirv.ptr<!spirv.struct<(!spirv.array<4 x f32, stride=4> [0])>, Uniform>
      %4 = spirv.Load "Uniform" %3 : !spirv.struct<(!spirv.array<4 x f32, stride=4> [0])>
      %5 = spirv.Constant dense<4> : vector<16xi32>
      %6 = spirv.Constant dense<0> : vector<16xi32>
      %7 = spirv.ISub %5, %6 : vector<16xi32>
      %8 = spirv.Constant dense<0> : vector<2xi32>
      spirv.ReturnValue %8 : vector<2xi32>
    }
    spirv.func @f1() -> vector<16xi1> "Const" {
      %0 = spirv.Constant 1.0 : f32
      %1 = spirv.FNegate %0 : f32
      %2 = spirv.Constant dense<1> : vector<4xi8>
      %3 = spirv.SUDot %2, %2 : vector<4xi8> -> i32
      %4 = spirv.Undef : vector<16xi1>
      spirv.ReturnValue %4 : vector<16xi1>
    }
  }
  spirv.module Physical64 OpenCL {
    spirv.func @f0() -> !spirv.ptr<vector<4xf32>, StorageBuffer> "None" {
      %0 = spirv.Constant 1.0 : f32
      %1 = spirv.Unordered %0, %0 : f32
      %2 = spirv.Constant -1 : i32
      %3 = spirv.GroupNonUniformBitwiseAnd <Workgroup> <Reduce> %2 : i32 -> i32
      %4 = spirv.Constant true
      spirv.KHR.AssumeTrue %4
      %5 = spirv.Undef : !spirv.ptr<vector<4xf32>, StorageBuffer>
      spirv.ReturnValue %5 : !spirv.ptr<vector<4xf32>, StorageBuffer>
    }
  }
}
