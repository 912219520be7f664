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
