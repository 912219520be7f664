// FLAGS: --split-input-file
// Malformed SPIR-V target and ABI attributes, with mlir-opt's messages.

// expected-error@+1 {{unknown capability: Foo}}
module attributes {test.a = #spirv.vce<v1.0, [Shader, Foo], []>} {}

// -----

// expected-error@+1 {{unknown extension: SPV_Foo}}
module attributes {test.a = #spirv.vce<v1.0, [], [SPV_Foo]>} {}

// -----

// expected-error@+1 {{unknown version: v9.0}}
module attributes {test.a = #spirv.vce<v9.0, [], []>} {}

// -----

// expected-error@+1 {{expected valid keyword}}
module attributes {test.a = #spirv.vce<[Shader], v1.0, []>} {}

// -----

// expected-error@+1 {{expected ','}}
module attributes {test.a = #spirv.vce<v1.0, [Shader]>} {}

// -----

// expected-error@+1 {{expected '['}}
module attributes {test.a = #spirv.vce<v1.0, Shader, []>} {}

// -----

// expected-error@+1 {{expected '>'}}
module attributes {test.a = #spirv.vce<v1.0, [Shader], [], >} {}

// -----

// expected-error@+1 {{expected ','}}
module attributes {test.a = #spirv.target_env<#spirv.vce<v1.0, [], []>>} {}

// -----

// expected-error@+1 {{invalid kind of attribute specified}}
module attributes {test.a = #spirv.target_env<#spirv.resource_limits<>, #spirv.vce<v1.0, [], []>>} {}

// -----

// expected-error@+1 {{invalid kind of attribute specified}}
module attributes {test.a = #spirv.target_env<#spirv.vce<v1.0, [], []>, #spirv.vce<v1.0, [], []>>} {}

// -----

// expected-error@+1 {{unknown device type: Bar}}
module attributes {test.a = #spirv.target_env<#spirv.vce<v1.0, [], []>, AMD:Bar, #spirv.resource_limits<>>} {}

// -----

// expected-error@+1 {{expected integer value}}
module attributes {test.a = #spirv.target_env<#spirv.vce<v1.0, [], []>, AMD:DiscreteGPU:abc, #spirv.resource_limits<>>} {}

// -----

// expected-error@+1 {{duplicate or unknown struct parameter name: foo}}
module attributes {test.a = #spirv.resource_limits<foo = 1>} {}

// -----

// expected-error@+1 {{duplicate or unknown struct parameter name: subgroup_size}}
module attributes {test.a = #spirv.resource_limits<subgroup_size = 1, subgroup_size = 2>} {}

// -----

// expected-error@+1 {{expected ','}}
module attributes {test.a = #spirv.interface_var_abi<(0)>} {}

// -----

// expected-error@+1 {{missing descriptor set}}
module attributes {test.a = #spirv.interface_var_abi<(a, 1)>} {}

// -----

// expected-error@+1 {{missing binding}}
module attributes {test.a = #spirv.interface_var_abi<(0, b)>} {}

// -----

// expected-error@+1 {{unknown storage class: Foo}}
module attributes {test.a = #spirv.interface_var_abi<(0, 1), Foo>} {}

// -----

// expected-error@+1 {{expected '>'}}
module attributes {test.a = #spirv.interface_var_abi<(0, 1), StorageBuffer, 3>} {}

// -----

// Array elements must be types SPIR-V can compose.
// expected-error@+1 {{only 1-D vector allowed but found 'vector<4x3xf32>'}}
func.func private @matrix_element(!spirv.array<4xvector<4x3xf32>>)

// -----

// expected-error@+1 {{cannot use 'tensor<4xf32>' to compose SPIR-V types}}
func.func private @tensor_element(!spirv.array<4xtensor<4xf32>>)

// -----

// expected-error@+1 {{only 1/8/16/32/64-bit integer type allowed but found 'i256'}}
func.func private @wide_integer_element(!spirv.array<4xi256>)

// -----

// expected-error@+1 {{vector length has to be less than or equal to 4 but found 8}}
func.func private @long_vector_element(!spirv.rtarray<vector<8xf32>>)

// -----

spirv.module Logical GLSL450 {
  spirv.func @f() "None" {
    // expected-error@+1 {{custom op 'spirv.Variable' expected spirv.ptr type}}
    %0 = spirv.Variable : f32
    spirv.Return
  }
}

// -----

// A case that is not one of the enum's: MLIR's generated parser names the
// enum's class, then adds its own error after the case.
func.func @barrier() {
  // expected-error@+2 {{custom op 'spirv.ControlBarrier' expected ::mlir::spirv::Scope to be one of: CrossDevice, Device, Workgroup, Subgroup, Invocation, QueueFamily, ShaderCallKHR}}
  // expected-error@+1 {{custom op 'spirv.ControlBarrier' failed to parse SPIRV_ScopeAttr parameter 'value' which is to be a `::mlir::spirv::Scope`}}
  spirv.ControlBarrier <Everywhere>, <Device>, <Acquire>
  return
}

// -----

// In a set of bits, the error points at the first case.
func.func @barrier() {
  // expected-error@+2 {{expected ::mlir::spirv::MemorySemantics to be one of}}
  // expected-error@+1 {{failed to parse SPIRV_MemorySemanticsAttr parameter 'value'}}
  spirv.MemoryBarrier <Device>, <Release|Sometimes>
  return
}

// -----

func.func @barrier() {
  // expected-error@+2 {{custom op 'spirv.ControlBarrier' expected valid keyword or string}}
  // expected-error@+1 {{failed to parse SPIRV_ScopeAttr parameter 'value'}}
  spirv.ControlBarrier <2>, <Device>, <Acquire>
  return
}

// -----

// A parameter of the entry point ABI that does not parse: its parser's
// error, then the attribute's.
func.func @kernel() attributes {
  // expected-error@+2 {{expected ']'}}
  // expected-error@+1 {{failed to parse SPIRV_EntryPointABIAttr parameter 'workgroup_size' which is to be a `DenseI32ArrayAttr`}}
  spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [8, 8 8]>
} {
  return
}

// -----

// Every parameter of a cooperative matrix configuration is required: the
// parser reads exactly that many entries, so a missing one is a missing
// comma.
// expected-error@+1 {{expected ','}}
module attributes {test.a = #spirv.coop_matrix_props_khr<m_size = 16, n_size = 16, k_size = 8, a_type = f16, b_type = f16, c_type = f32, result_type = f32, scope = <Workgroup>>} {}

// -----

// expected-error@+1 {{duplicate or unknown struct parameter name: rows}}
module attributes {test.a = #spirv.coop_matrix_props_nv<rows = 16, n_size = 16, k_size = 8, a_type = f16, b_type = f16, c_type = f32, result_type = f32, scope = <Workgroup>>} {}

// -----

// The NV configuration has no `acc_sat`.
// expected-error@+1 {{duplicate or unknown struct parameter name: acc_sat}}
module attributes {test.a = #spirv.coop_matrix_props_nv<acc_sat = false, m_size = 16, n_size = 16, k_size = 8, a_type = f16, b_type = f16, c_type = f32, result_type = f32, scope = <Workgroup>>} {}

// -----

// expected-error@+1 {{duplicate or unknown struct parameter name: k_size}}
module attributes {test.a = #spirv.coop_matrix_props_khr<k_size = 8, k_size = 8, m_size = 16, n_size = 16, a_type = f16, b_type = f16, c_type = f32, result_type = f32, acc_sat = false, scope = <Workgroup>>} {}

// -----

// expected-error@+2 {{expected valid keyword}}
// expected-error@+1 {{expected a parameter name in struct}}
module attributes {test.a = #spirv.coop_matrix_props_nv<>} {}

// -----

// A value of the wrong kind: its parser's error, then the attribute's.
// expected-error@+2 {{expected integer value}}
// expected-error@+1 {{failed to parse SPIRV_CooperativeMatrixPropertiesKHRAttr parameter 'n_size' which is to be a `uint32_t`}}
module attributes {test.a = #spirv.coop_matrix_props_khr<m_size = 16, n_size = f16, k_size = 8, a_type = f16, b_type = f16, c_type = f32, result_type = f32, acc_sat = false, scope = <Workgroup>>} {}

// -----

// expected-error@+2 {{expected non-function type}}
// expected-error@+1 {{failed to parse SPIRV_CooperativeMatrixPropertiesNVAttr parameter 'c_type' which is to be a `mlir::Type`}}
module attributes {test.a = #spirv.coop_matrix_props_nv<m_size = 16, n_size = 16, k_size = 8, a_type = f16, b_type = f16, c_type = 32, result_type = f32, scope = <Workgroup>>} {}

// -----

// expected-error@+2 {{expected integer value}}
// expected-error@+1 {{failed to parse SPIRV_CooperativeMatrixPropertiesKHRAttr parameter 'acc_sat' which is to be a `bool`}}
module attributes {test.a = #spirv.coop_matrix_props_khr<m_size = 16, n_size = 16, k_size = 8, a_type = f16, b_type = f16, c_type = f32, result_type = f32, acc_sat = yes, scope = <Workgroup>>} {}

// -----

// A `bool` takes the integers that convert back to themselves: 0 and 1.
// expected-error@+2 {{integer value too large}}
// expected-error@+1 {{failed to parse SPIRV_CooperativeMatrixPropertiesKHRAttr parameter 'acc_sat' which is to be a `bool`}}
module attributes {test.a = #spirv.coop_matrix_props_khr<m_size = 16, n_size = 16, k_size = 8, a_type = f16, b_type = f16, c_type = f32, result_type = f32, acc_sat = 2, scope = <Workgroup>>} {}

// -----

// expected-error@+2 {{integer value too large}}
// expected-error@+1 {{failed to parse SPIRV_CooperativeMatrixPropertiesKHRAttr parameter 'k_size' which is to be a `uint32_t`}}
module attributes {test.a = #spirv.coop_matrix_props_khr<m_size = 16, n_size = 16, k_size = 4294967296, a_type = f16, b_type = f16, c_type = f32, result_type = f32, acc_sat = false, scope = <Workgroup>>} {}

// -----

// expected-error@+2 {{integer value too large}}
// expected-error@+1 {{failed to parse SPIRV_CooperativeMatrixPropertiesNVAttr parameter 'm_size' which is to be a `int`}}
module attributes {test.a = #spirv.coop_matrix_props_nv<m_size = -2147483649, n_size = 16, k_size = 8, a_type = f16, b_type = f16, c_type = f32, result_type = f32, scope = <Workgroup>>} {}

// -----

// A scope that is not a case: the scope attribute's parser reports it, then
// the configuration.
// expected-error@+3 {{expected ::mlir::spirv::Scope to be one of: CrossDevice, Device, Workgroup, Subgroup, Invocation, QueueFamily, ShaderCallKHR}}
// expected-error@+2 {{failed to parse SPIRV_ScopeAttr parameter 'value' which is to be a `::mlir::spirv::Scope`}}
// expected-error@+1 {{failed to parse SPIRV_CooperativeMatrixPropertiesNVAttr parameter 'scope' which is to be a `mlir::spirv::ScopeAttr`}}
module attributes {test.a = #spirv.coop_matrix_props_nv<m_size = 16, n_size = 16, k_size = 8, a_type = f16, b_type = f16, c_type = f32, result_type = f32, scope = <Everywhere>>} {}

// -----

// Written in full, the scope is read by its own parser: the configuration's
// error comes after the whole `#spirv.scope<...>`.
// expected-error@+3 {{expected ::mlir::spirv::Scope to be one of}}
// expected-error@+2 {{failed to parse SPIRV_ScopeAttr parameter 'value'}}
// expected-error@+1 {{failed to parse SPIRV_CooperativeMatrixPropertiesKHRAttr parameter 'scope' which is to be a `mlir::spirv::ScopeAttr`}}
module attributes {test.a = #spirv.coop_matrix_props_khr<m_size = 16, n_size = 16, k_size = 8, a_type = f16, b_type = f16, c_type = f32, result_type = f32, acc_sat = false, scope = #spirv.scope<Everywhere> >} {}

// -----

// expected-error@+2 {{invalid kind of attribute specified}}
// expected-error@+1 {{failed to parse SPIRV_CooperativeMatrixPropertiesKHRAttr parameter 'scope' which is to be a `mlir::spirv::ScopeAttr`}}
module attributes {test.a = #spirv.coop_matrix_props_khr<m_size = 16, n_size = 16, k_size = 8, a_type = f16, b_type = f16, c_type = f32, result_type = f32, acc_sat = false, scope = #spirv.memory_semantics<None>>} {}

// -----

// expected-error@+2 {{expected '<'}}
// expected-error@+1 {{failed to parse SPIRV_CooperativeMatrixPropertiesNVAttr parameter 'scope' which is to be a `mlir::spirv::ScopeAttr`}}
module attributes {test.a = #spirv.coop_matrix_props_nv<m_size = 16, n_size = 16, k_size = 8, a_type = f16, b_type = f16, c_type = f32, result_type = f32, scope = Subgroup>} {}

// -----

// In resource limits, a configuration that does not parse is followed by
// the limits' error, after the configuration.
func.func @kernel() attributes {
  spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Shader], []>, #spirv.resource_limits<
    cooperative_matrix_properties_khr = [
      #spirv.coop_matrix_props_khr<m_size = 16, n_size = 16, k_size = 8,
        a_type = f16, b_type = f16, c_type = f32, result_type = f32,
        // expected-error@+1 {{expected ','}}
        acc_sat = false>
    // expected-error@+1 {{failed to parse SPIRV_ResourceLimitsAttr parameter 'cooperative_matrix_properties_khr' which is to be a `ArrayAttr`}}
    ]
  >>
} {
  return
}

// -----

// expected-error@+2 {{invalid kind of attribute specified}}
// expected-error@+1 {{failed to parse SPIRV_ResourceLimitsAttr parameter 'cooperative_matrix_properties_nv' which is to be a `ArrayAttr`}}
module attributes {test.a = #spirv.resource_limits<cooperative_matrix_properties_nv = #spirv.coop_matrix_props_nv<m_size = 16, n_size = 16, k_size = 8, a_type = f16, b_type = f16, c_type = f32, result_type = f32, scope = <Subgroup>>>} {}

// -----

// An integer limit must be there once named; an optional one may be left
// out, and the list must then end.
// expected-error@+2 {{expected integer value}}
// expected-error@+1 {{failed to parse SPIRV_ResourceLimitsAttr parameter 'subgroup_size' which is to be a `int`}}
module attributes {test.a = #spirv.resource_limits<subgroup_size = none>} {}

// -----

// expected-error@+1 {{expected '>'}}
module attributes {test.a = #spirv.resource_limits<min_subgroup_size = none>} {}

// -----

// expected-error@+2 {{integer value too large}}
// expected-error@+1 {{failed to parse SPIRV_ResourceLimitsAttr parameter 'max_subgroup_size' which is to be a `std::optional<int>`}}
module attributes {test.a = #spirv.resource_limits<max_subgroup_size = 2147483648>} {}

// -----

// expected-error@+1 {{expected '>'}}
module attributes {test.a = #spirv.resource_limits<16>} {}

// -----

// expected-error@+2 {{expected valid keyword}}
// expected-error@+1 {{expected a parameter name in struct}}
module attributes {test.a = #spirv.entry_point_abi<subgroup_size = 16, >} {}

// -----

// expected-error@+2 {{integer value too large}}
// expected-error@+1 {{failed to parse SPIRV_EntryPointABIAttr parameter 'target_width' which is to be a `std::optional<int>`}}
module attributes {test.a = #spirv.entry_point_abi<target_width = 0x100000000>} {}
