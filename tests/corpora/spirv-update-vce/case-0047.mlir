// FLAGS: --spirv-update-vce
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.6, [GroupNonUniformPartitionedNV, DotProduct, VulkanMemoryModelDeviceScope, SampleRateShading, GroupNonUniformArithmetic, DotProductInput4x8BitPacked, Bfloat16ConversionINTEL, Int64, Matrix, GraphARM, Kernel, GroupNonUniformBallot, Shader, GroupUniformArithmeticKHR, Vector16, GroupNonUniform, Int16], [SPV_INTEL_bfloat16_conversion, SPV_ARM_graph, SPV_KHR_bfloat16, SPV_NV_shader_subgroup_partitioned, SPV_KHR_storage_buffer_storage_class, SPV_KHR_integer_dot_product, SPV_ARM_tensors]>, #spirv.resource_limits<>>} {
  spirv.module Logical GLSL450 {
    spirv.func @f0(%arg0: vector<16xi64>) "Const" {
      %0 = spirv.Constant 0 : i32
      %1 = spirv.BitwiseOr %0, %0 : i32
      %2 = spirv.Constant 0 : i32
      %3 = spirv.Constant -1 : i64
      %4 = spirv.GroupNonUniformBroadcast <Workgroup> %3, %2 : i64, i32
      %5 = spirv.Constant 0 : i32
      %6 = spirv.SDotAccSat %0, %1, %5, <PackedVectorFormat4x8Bit> : i32 -> i32
      %7 = spirv.Constant dense<1.0> : vector<4xf32>
      %8 = spirv.FMod %7, %7 : vector<4xf32>
      %9 = spirv.Constant dense<1> : vector<4xi16>
      %10 = spirv.INTEL.ConvertBF16ToF %9 : vector<4xi16> to vector<4xf32>
      %11 = spirv.Constant dense<1> : vector<4xi64>
      %12 = spirv.GroupNonUniformUMax <Subgroup> <PartitionedReduceNV> %11 : vector<4xi64> -> vector<4xi64>
      spirv.Return
    }
  }
}
