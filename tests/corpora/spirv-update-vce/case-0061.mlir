// FLAGS: --spirv-update-vce
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.6, [GroupNonUniformArithmetic, CullDistance, GroupNonUniformClustered, VulkanMemoryModelDeviceScope, GroupNonUniform, Vector16, Kernel, Int64, Float16, Groups, Shader, BFloat16TypeKHR, GroupNonUniformVote, Linkage, Int16, DotProductInputAll, Matrix, AtomicFloat16AddEXT, Float64, Addresses, DotProduct], [SPV_KHR_integer_dot_product, SPV_KHR_storage_buffer_storage_class, SPV_KHR_physical_storage_buffer, SPV_KHR_shader_ballot, SPV_KHR_ray_tracing]>, #spirv.resource_limits<>>} {
  spirv.module Physical64 OpenCL {
    spirv.func @f0() "Const" {
      %0 = spirv.Constant 8 : i32
      %1 = spirv.Constant dense<1.0> : vector<2xf32>
      %2 = spirv.GroupNonUniformFAdd <Subgroup> <ClusteredReduce> %1 cluster_size(%0) : vector<2xf32>, i32 -> vector<2xf32>
      %3 = spirv.Constant 0.5 : f16
      %4 = spirv.Unordered %3, %3 : f16
      %5 = spirv.Constant 4 : i32
      %6 = spirv.GroupUMin <Workgroup> <ExclusiveScan> %5 : i32
      %7 = spirv.Undef : !spirv.matrix<4 x vector<3xf32>>
      %8 = spirv.Transpose %7 : !spirv.matrix<4 x vector<3xf32>> -> !spirv.matrix<3 x vector<4xf32>>
      %9 = spirv.Constant -2.0 : f64
      %10 = spirv.Bitcast %9 : f64 to vector<2xf32>
      %11 = spirv.Bitcast %3 : f16 to i16
      spirv.Return
    }
    spirv.EntryPoint "GLCompute" @f0
    spirv.ExecutionMode @f0 "LocalSize", 64, 1, 1
  }
  spirv.module Logical GLSL450 requires #spirv.vce<v1.2, [Shader], []> {
    spirv.func @f0() "Inline" {
      %0 = spirv.Constant dense<0.5> : vector<16xf32>
      %1 = spirv.FNegate %0 : vector<16xf32>
      %2 = spirv.Undef : i16
      %3 = spirv.IEqual %2, %2 : i16
      %4 = spirv.Constant 0.5 : f16
      %5 = spirv.GroupNonUniformAllEqual <Subgroup> %4 : f16, i1
      %6 = spirv.Undef : !spirv.ptr<!spirv.struct<(i32, i32)>, Workgroup>
      %7 = spirv.Load "Workgroup" %6 : !spirv.struct<(i32, i32)>
      %8 = spirv.Constant dense<-1> : vector<2xi16>
      %9 = spirv.UDot %8, %8 : vector<2xi16> -> i64
      spirv.Return
    }
    spirv.EntryPoint "Kernel" @f0
    spirv.ExecutionMode @f0 "LocalSize", 8, 4, 1
  }
}
