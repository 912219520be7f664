// FLAGS: --spirv-update-vce
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.6, [GroupNonUniformArithmetic, VulkanMemoryModel, CooperativeMatrixKHR, Matrix, SubgroupBallotKHR, GroupNonUniform, Int8, Vector16, MeshShadingEXT, Shader, Int64, Addresses, Kernel], [SPV_KHR_storage_buffer_storage_class, SPV_KHR_cooperative_matrix, SPV_KHR_shader_ballot, SPV_KHR_vulkan_memory_model]>, #spirv.resource_limits<>>} {
  spirv.module Logical Vulkan {
    spirv.GlobalVariable @g1 bind(0, 1) : !spirv.ptr<i64, StorageBuffer>
    spirv.GlobalVariable @g2 bind(0, 2) : !spirv.ptr<i64, StorageBuffer>
    spirv.func @f0() "Pure" {
      %0 = spirv.Constant 1 : i32
      %1 = spirv.ISub %0, %0 : i32
      %2 = spirv.Constant -1 : i8
      %3 = spirv.ConvertSToF %2 : i8 to f32
      %4 = spirv.KHR.CooperativeMatrixLength : !spirv.coopmatrix<8x16xf32, Workgroup, MatrixAcc>
      %5 = spirv.Constant dense<0.5> : vector<3xf32>
      %6 = spirv.FMul %5, %5 : vector<3xf32>
      %7 = spirv.mlir.addressof @g1 : !spirv.ptr<i64, StorageBuffer>
      %8 = spirv.Undef : i64
      %9 = spirv.AtomicSMax <QueueFamily> <Release|CrossWorkgroupMemory> %7, %8 : !spirv.ptr<i64, StorageBuffer>
      spirv.Return
    }
    spirv.func @f1() "None" {
      %0 = spirv.Constant dense<-1> : vector<8xi32>
      %1 = spirv.SDiv %0, %0 : vector<8xi32>
      %2 = spirv.Undef : !spirv.ptr<vector<4xi64>, Workgroup>
      %3 = spirv.Load "Workgroup" %2 ["Nontemporal"] : vector<4xi64>
      %4 = spirv.Constant dense<1.0> : vector<4xf32>
      %5 = spirv.GroupNonUniformFAdd <Subgroup> <ExclusiveScan> %4 : vector<4xf32> -> vector<4xf32>
      %6 = spirv.Undef : i1
      %7 = spirv.KHR.SubgroupBallot %6 : vector<4xi32>
      %8 = spirv.mlir.addressof @g2 : !spirv.ptr<i64, StorageBuffer>
      %9 = spirv.Constant -1 : i64
      %10 = spirv.PtrAccessChain %8[%9] : !spirv.ptr<i64, StorageBuffer>, i64 -> !spirv.ptr<i64, StorageBuffer>
      spirv.Return
    }
    spirv.EntryPoint "TaskEXT" @f0
    spirv.ExecutionMode @f0 "LocalSize", 8, 4, 1
  }
}
