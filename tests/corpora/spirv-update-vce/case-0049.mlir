// FLAGS: --spirv-update-vce
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.5, [StorageBuffer16BitAccess, GroupNonUniformArithmetic, BFloat16TypeKHR, Matrix, StoragePushConstant16, Shader, OptNoneINTEL, GroupNonUniformPartitionedNV, Vector16, GroupNonUniformVote, Kernel, SubgroupBallotKHR, TensorsARM, AtomicFloat16AddEXT, GroupNonUniformShuffle, StorageUniform16, GroupNonUniformClustered, Float64, VulkanMemoryModel, SampleRateShading, Int64, AtomicStorageOps, Groups, PhysicalStorageBufferAddresses, GroupNonUniform, AtomicFloat64AddEXT], [SPV_KHR_shader_ballot, SPV_EXT_replicated_composites, SPV_KHR_vulkan_memory_model, SPV_KHR_16bit_storage, SPV_EXT_physical_storage_buffer, SPV_KHR_expect_assume, SPV_KHR_bfloat16, SPV_EXT_shader_atomic_float_add]>, #spirv.resource_limits<>>} {
  spirv.module Logical GLSL450 {
    spirv.GlobalVariable @g1 : !spirv.ptr<vector<3xf64>, Output>
    spirv.func @f0(%arg0: !spirv.ptr<f16, Uniform>) -> vector<4xi32> "None" {
      %0 = spirv.Constant 8 : i32
      %1 = spirv.Undef : vector<4xi32>
      %2 = spirv.GroupNonUniformBitwiseXor <Subgroup> <ClusteredReduce> %1 cluster_size(%0) : vector<4xi32>, i32 -> vector<4xi32>
      %3 = spirv.Constant dense<1.0> : vector<2xf64>
      %4 = spirv.CompositeExtract %3[1 : i32] : vector<2xf64>
      spirv.ControlBarrier <Workgroup>, <Workgroup>, <AcquireRelease|Volatile>
      %5 = spirv.Constant 1.0 : f32
      %6 = spirv.GroupFAdd <Subgroup> <InclusiveScan> %5 : f32
      %7 = spirv.Undef : !spirv.ptr<f32, PhysicalStorageBuffer>
      %8 = spirv.EXT.AtomicFAdd <QueueFamily> <AcquireRelease|UniformMemory> %7, %6 : !spirv.ptr<f32, PhysicalStorageBuffer>
      %9 = spirv.Constant true
      %10 = spirv.KHR.SubgroupBallot %9 : vector<4xi32>
      spirv.ReturnValue %2 : vector<4xi32>
    }
    spirv.func @f1(%arg0: i32, %arg1: vector<8xi32>) "None" {
      %var0 = spirv.Variable : !spirv.ptr<i64, Function>
      %0 = spirv.Constant 3 : i64
      spirv.Store "Function" %var0, %0 : i64
      %1 = spirv.mlir.addressof @g1 : !spirv.ptr<vector<3xf64>, Output>
      %2 = spirv.Load "Output" %1 : vector<3xf64>
      %3 = spirv.Undef : !spirv.ptr<f64, Function>
      %4 = spirv.Constant 1.0 : f64
      %5 = spirv.EXT.AtomicFAdd <Device> <Release|CrossWorkgroupMemory> %3, %4 : !spirv.ptr<f64, Function>
      %6 = spirv.Undef : !spirv.matrix<2 x vector<4xf32>>
      %7 = spirv.Constant -2.0 : f32
      %8 = spirv.MatrixTimesScalar %6, %7 : !spirv.matrix<2 x vector<4xf32>>, f32
      spirv.Return
    }
  }
}
