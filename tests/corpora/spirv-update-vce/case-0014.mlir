// FLAGS: --spirv-update-vce
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.5, [Matrix, Float64, Kernel, GroupNonUniform, Float16, PhysicalStorageBufferAddresses, Groups, Vector16, Shader, Int8, GroupNonUniformArithmetic], [SPV_EXT_physical_storage_buffer, SPV_KHR_vulkan_memory_model]>, #spirv.resource_limits<>>} {
  spirv.module Logical Vulkan {
    spirv.func @f0() "Pure" {
      %0 = spirv.Constant 1.0 : f16
      %1 = spirv.GL.Sin %0 : f16
      %2 = spirv.Constant dense<4> : vector<2xi8>
      %3 = spirv.SNegate %2 : vector<2xi8>
      spirv.Return
    }
    spirv.func @f1(%arg0: !spirv.ptr<vector<4xf32>, PhysicalStorageBuffer> {spirv.decoration = #spirv.decoration<Aliased>}, %arg1: f16) "None" {
      %0 = spirv.Constant -1 : i32
      %1 = spirv.BitFieldUExtract %0, %0, %0 : i32, i32, i32
      %2 = spirv.Constant dense<-2.0> : vector<2xf32>
      %3 = spirv.GroupNonUniformFMin <Subgroup> <InclusiveScan> %2 : vector<2xf32> -> vector<2xf32>
      %4 = spirv.Undef : vector<8xf64>
      %5 = spirv.FMod %4, %4 : vector<8xf64>
      %6 = spirv.Constant dense<1.0> : vector<3xf32>
      %7 = spirv.FNegate %6 : vector<3xf32>
      %8 = spirv.GroupIAdd <Workgroup> <ExclusiveScan> %0 : i32
      spirv.Return
    }
  }
}
