// FLAGS: --spirv-update-vce
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.3, [GroupNonUniform, Matrix, Addresses, Float64, Groups, GroupNonUniformArithmetic, Kernel, AtomicStorage, Int16, Int64, Vector16, Shader], [SPV_EXT_physical_storage_buffer]>, #spirv.resource_limits<>>} {
  spirv.module Physical32 OpenCL {
    spirv.func @f0() -> vector<4xf64> "None" {
      %0 = spirv.Constant 3 : i64
      %1 = spirv.GroupSMax <Workgroup> <Reduce> %0 : i64
      %2 = spirv.Constant 0 : i32
      %3 = spirv.Constant -1 : i32
      %4 = spirv.SDiv %2, %3 : i32
      %5 = spirv.Constant dense<0> : vector<3xi16>
      %6 = spirv.BitFieldUExtract %5, %2, %3 : vector<3xi16>, i32, i32
      %7 = spirv.Undef : vector<8xi32>
      %8 = spirv.GL.FindUMsb %7 : vector<8xi32>
      %9 = spirv.Undef : !spirv.ptr<!spirv.struct<(!spirv.array<4 x i16, stride=2> [0])>, PhysicalStorageBuffer>
      %10 = spirv.Load "PhysicalStorageBuffer" %9 ["Aligned", 4] : !spirv.struct<(!spirv.array<4 x i16, stride=2> [0])>
      spirv.MemoryBarrier <Workgroup>, <AcquireRelease|AtomicCounterMemory>
      %11 = spirv.Constant dense<-2.0> : vector<4xf64>
      spirv.ReturnValue %11 : vector<4xf64>
    }
  }
}
