// SPIR-V target and ABI attributes as real attributes: every spacing prints
// as mlir-opt prints it, defaults of resource limits are left out.

module attributes {
  spirv.target_env = #spirv.target_env<#spirv.vce<v1.3,[Shader,GroupNonUniform],[SPV_KHR_storage_buffer_storage_class]>, api=Vulkan, NVIDIA:DiscreteGPU:0x10de, #spirv.resource_limits<max_compute_workgroup_invocations=1024, max_compute_workgroup_size=[1024, 1024, 64], subgroup_size = 32, min_subgroup_size = 16, max_subgroup_size=64>>,
  test.vce = #spirv.vce< v1.0 , [ ] , [ ] >,
  test.vce_list = [#spirv.vce<v1.5, [Shader, Int8, Int16], [SPV_KHR_8bit_storage, SPV_KHR_16bit_storage]>, #spirv.vce<v1.6, [Kernel], []>],
  test.env_vendor = #spirv.target_env<#spirv.vce<v1.0, [Shader], []>, AMD, #spirv.resource_limits<>>,
  test.env_device = #spirv.target_env<#spirv.vce<v1.0, [Shader], []>, Intel:IntegratedGPU, #spirv.resource_limits<>>,
  test.env_unknown = #spirv.target_env<#spirv.vce<v1.0, [Shader], []>, Unknown:CPU:7, #spirv.resource_limits<>>,
  test.env_api = #spirv.target_env<#spirv.vce<v1.1, [Kernel, Addresses], []>, api=OpenCL, #spirv.resource_limits<max_compute_shared_memory_size = 16384, subgroup_size = 16>>,
  test.limits_default = #spirv.resource_limits<max_compute_workgroup_size = [128 : i32, 128 : i32, 64 : i32], max_compute_workgroup_invocations = 128>,
  test.limits_arrays = #spirv.resource_limits<cooperative_matrix_properties_khr = [], cooperative_matrix_properties_nv = []>,
  test.entry_empty = #spirv.entry_point_abi<>,
  test.entry_full = #spirv.entry_point_abi<target_width=32,subgroup_size=16,workgroup_size=[8,8,1]>,
  test.abi = #spirv.interface_var_abi<(1,2)>,
  test.abi_storage = #spirv.interface_var_abi<( 0 , 3 ) , Uniform>
} {
  func.func @kernel(%arg0: f32 {spirv.interface_var_abi = #spirv.interface_var_abi<(0, 0), StorageBuffer>}) attributes {spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [32, 1, 1]>} {
    return
  }
  spirv.module Logical GLSL450 requires #spirv.vce<v1.0,[Shader],[SPV_KHR_storage_buffer_storage_class]> {
  }
}
