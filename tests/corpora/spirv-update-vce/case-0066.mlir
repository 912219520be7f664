// FLAGS: --spirv-update-vce
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.6, [TensorsARM, GroupUniformArithmeticKHR, Geometry, VulkanMemoryModel, Int64, GroupNonUniformPartitionedNV, ImageMSArray, Matrix, Int8, AtomicFloat16AddEXT, AtomicFloat64AddEXT, Bfloat16ConversionINTEL, OptNoneINTEL, Float16, GroupNonUniform, ReplicatedCompositesEXT, Shader, GroupNonUniformArithmetic, Float64, Int16], [SPV_KHR_no_integer_wrap_decoration, SPV_INTEL_tensor_float32_conversion, SPV_KHR_subgroup_rotate, SPV_KHR_variable_pointers, SPV_KHR_vulkan_memory_model, SPV_NV_shader_subgroup_partitioned]>, #spirv.resource_limits<>>} {
  spirv.module Logical GLSL450 {
    spirv.func @f0() -> f32 "Inline|Pure" {
      %0 = spirv.Constant dense<3> : vector<4xi16>
      %1 = spirv.GroupNonUniformBitwiseAnd <Subgroup> <PartitionedReduceNV> %0 : vector<4xi16> -> vector<4xi16>
      %2 = spirv.Constant 1 : i32
      %3 = spirv.GroupNonUniformIMul <Workgroup> <ExclusiveScan> %2 : i32 -> i32
      %4 = spirv.Undef : i16
      %5 = spirv.KHR.GroupIMul <Workgroup> <Reduce> %4 : i16
      %6 = spirv.Undef : !spirv.ptr<i64, Workgroup>
      %7 = spirv.Undef : i64
      %8 = spirv.AtomicISub <Workgroup> <Acquire|ImageMemory> %6, %7 : !spirv.ptr<i64, Workgroup>
      %9 = spirv.Constant false
      %10 = spirv.GroupNonUniformAll <Subgroup> %9 : i1
      %11 = spirv.Undef : i8
      %12 = spirv.UConvert %11 : i8 to i64
      %13 = spirv.Undef : f32
      spirv.ReturnValue %13 : f32
    }
  }
  spirv.module Logical Vulkan {
    spirv.func @f0() -> i16 "None" {
      %0 = spirv.Constant dense<4> : vector<3xi8>
      %1 = spirv.ShiftLeftLogical %0, %0 : vector<3xi8>, vector<3xi8>
      %2 = spirv.Constant 0.5 : f16
      %3 = spirv.Constant 1.0 : f16
      %4 = spirv.FUnordEqual %2, %3 : f16
      %5 = spirv.Constant dense<3> : vector<3xi8>
      %6 = spirv.UConvert %5 : vector<3xi8> to vector<3xi32>
      %7 = spirv.Undef : i8
      %8 = spirv.GroupNonUniformIMul <Workgroup> <InclusiveScan> %7 : i8 -> i8
      %9 = spirv.Constant 0 : i16
      spirv.ReturnValue %9 : i16
    }
  }
}
