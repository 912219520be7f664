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
