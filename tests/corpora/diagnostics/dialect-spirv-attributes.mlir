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
