// The cooperative matrix configurations of resource limits as real
// attributes: parameters in any order and any spacing print in MLIR's order
// on one line, the scope without its `#spirv.scope`, `acc_sat` as a
// boolean and sizes as their C++ types hold them.

#wide = #spirv.coop_matrix_props_khr<
  scope = #spirv.scope<Workgroup>,
  acc_sat = 1,
  result_type = f32, c_type = f32,
  b_type = bf16, a_type = bf16,
  k_size = 0x10, n_size = 16, m_size = -1
>
#scope = #spirv.scope<Device>

module attributes {
  spirv.target_env = #spirv.target_env<
    #spirv.vce<v1.6, [Shader, CooperativeMatrixKHR, Int8], [SPV_KHR_cooperative_matrix]>,
    api=Vulkan, AMD:DiscreteGPU,
    #spirv.resource_limits<
      subgroup_size = 64,
      cooperative_matrix_properties_khr = [
        #spirv.coop_matrix_props_khr<m_size=16,n_size=16,k_size=16,a_type=i8,b_type=i8,c_type=i32,result_type=i32,acc_sat=false,scope=<Subgroup>>,
        #wide
      ]
    >
  >,
  test.nv = #spirv.resource_limits<cooperative_matrix_properties_nv = [#spirv.coop_matrix_props_nv<a_type = f16, b_type = f16, c_type = f16, result_type = f16, m_size = -4, n_size = 8, k_size = 2147483647, scope = #scope>]>,
  test.both = #spirv.resource_limits<
    cooperative_matrix_properties_nv = [],
    cooperative_matrix_properties_khr = [#wide, #wide]
  >,
  test.vectors = #spirv.coop_matrix_props_khr<m_size = 4, n_size = 4, k_size = 4, a_type = vector<2xf16>, b_type = !spirv.ptr<f32, Function>, c_type = index, result_type = i1, acc_sat = true, scope = <"QueueFamily">>,
  test.list = [#spirv.coop_matrix_props_nv<m_size = 1, n_size = 2, k_size = 3, a_type = ui8, b_type = si8, c_type = i64, result_type = f64, scope = <Invocation>>, #wide]
} {
}
