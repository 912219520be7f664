// FLAGS: --spirv-update-vce
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.3, [Matrix, GroupNonUniform, SubgroupBallotKHR, Int16, Shader, Int64, Addresses, GroupNonUniformArithmetic, Kernel, Groups], [SPV_KHR_shader_ballot, SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<>>} {
  spirv.module Physical64 OpenCL {
    spirv.GlobalVariable @g1 bind(0, 1) : !spirv.ptr<i64, StorageBuffer>
    spirv.func @f0(%arg0: f32, %arg1: vector<4xi16>) -> vector<8xi32> "None" {
      %0 = spirv.Constant dense<-2.0> : vector<4xf32>
      %1 = spirv.Constant dense<1.0> : vector<4xf32>
      %2 = spirv.Unordered %0, %1 : vector<4xf32>
      %3 = spirv.Undef : vector<4xf32>
      %4 = spirv.FDiv %0, %3 : vector<4xf32>
      %5 = spirv.Constant true
      %6 = spirv.KHR.SubgroupBallot %5 : vector<4xi32>
      %7 = spirv.mlir.addressof @g1 : !spirv.ptr<i64, StorageBuffer>
      %8 = spirv.Constant 4 : i64
      %9 = spirv.AtomicAnd <Device> <AcquireRelease|UniformMemory> %7, %8 : !spirv.ptr<i64, StorageBuffer>
      %10 = spirv.FDiv %arg0, %arg0 : f32
      %11 = spirv.Constant 4 : i32
      %12 = spirv.GroupIAdd <Workgroup> <ExclusiveScan> %11 : i32
      %13 = spirv.Constant dense<0> : vector<8xi32>
      spirv.ReturnValue %13 : vector<8xi32>
    }
  }
}
