// FLAGS: --allow-unregistered-dialect --split-input-file
// Literal errors the other files leave out: integers wider than 128 bits, dense and sparse
// element counts, dense arrays, strided layouts and distinct attributes.

// Wide integers follow the same range rules as narrow ones.
// expected-error@+1 {{integer constant out of range for attribute}}
"foo.op"() {a = 57896044618658097711785492504343953926634992332820282019728792003956564819968 : si256} : () -> ()

// -----

// expected-error@+1 {{integer constant out of range for attribute}}
"foo.op"() {a = -57896044618658097711785492504343953926634992332820282019728792003956564819969 : i256} : () -> ()

// -----

// expected-error@+1 {{integer constant out of range for attribute}}
"foo.op"() {a = 0x1FFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF : ui129} : () -> ()

// -----

// Negative zero has no sign bit after negation.
// expected-error@+1 {{integer constant out of range for attribute}}
"foo.op"() {a = -0 : i32} : () -> ()

// -----

// expected-error@+1 {{integer constant out of range for type}}
"foo.op"() {a = dense<[1, 1361129467683753853853498429727072845824]> : tensor<2xi130>} : () -> ()

// -----

// expected-error@+1 {{integer constant out of range}}
"foo.op"() {a = array<i136: 1, 87112285931760246646623899502532662132736>} : () -> ()

// -----

// expected-error@+1 {{elements hex data size is invalid for provided type: 'tensor<2xi256>'}}
"foo.op"() {a = dense<"0x0100"> : tensor<2xi256>} : () -> ()

// -----

// expected-error@+1 {{expected unsigned integer elements, but parsed negative value}}
"foo.op"() {a = dense<[1, -1]> : tensor<2xui8>} : () -> ()

// -----

// expected-error@+1 {{expected floating point literal}}
"foo.op"() {a = dense<[true]> : tensor<1xf32>} : () -> ()

// -----

// expected-error@+1 {{expected string token, got 1}}
"foo.op"() {a = dense<[1, "a"]> : tensor<2x!foo.x>} : () -> ()

// -----

// expected-error@+1 {{parsed zero elements, but type ('tensor<2xi32>') expected at least 1}}
"foo.op"() {a = dense<> : tensor<2xi32>} : () -> ()

// -----

// expected-error@+1 {{parsed 1 elements, but type ('complex<f32>') expected 2 elements}}
"foo.op"() {a = dense<1.0> : tensor<2xcomplex<f32>>} : () -> ()

// -----

// expected-error@+1 {{parsed 2 elements, but type ('tensor<2xcomplex<f32>>') expected 4 elements}}
"foo.op"() {a = dense<[1.0, 2.0]> : tensor<2xcomplex<f32>>} : () -> ()

// -----

// expected-error@+1 {{elements literal must be a shaped type}}
"foo.op"() {a = dense<1> : i32} : () -> ()

// -----

// expected-error@+1 {{elements literal type must have static shape}}
"foo.op"() {a = dense<1> : tensor<*xi32>} : () -> ()

// -----

// expected-error@+1 {{expected integer or floating point literal}}
"foo.op"() {a = dense<-x> : tensor<2xi32>} : () -> ()

// -----

// expected-error@+1 {{`dense_resource` expected a shaped type}}
"foo.op"() {a = dense_resource<blob> : i32} : () -> ()

// -----

// expected-error@+1 {{expected ','}}
"foo.op"() {a = sparse<[[0]]> : tensor<2xi32>} : () -> ()

// -----

// expected-error@+1 {{expected 1-d tensor for sparse element values}}
"foo.op"() {a = sparse<[[0, 0]], [[1]]> : tensor<2x2xi32>} : () -> ()

// -----

// Indices are printed as unsigned 64-bit numbers.
// expected-error@+1 {{sparse index #0 is not contained within the value shape, with index=[18446744073709551615], and type='tensor<2xi32>'}}
"foo.op"() {a = sparse<[-1], 1> : tensor<2xi32>} : () -> ()

// -----

// A single index stands for the same coordinate in every dimension.
// expected-error@+1 {{sparse index #0 is not contained within the value shape, with index=[7, 7], and type='tensor<2x2xi32>'}}
"foo.op"() {a = sparse<7, 1> : tensor<2x2xi32>} : () -> ()

// -----

// expected-error@+1 {{expected i1 type for 'true' or 'false' values}}
"foo.op"() {a = array<i32: true>} : () -> ()

// -----

// expected-error@+1 {{expected integer or float type, got: 'tensor<2xi32>'}}
"foo.op"() {a = array<tensor<2xi32>: 1>} : () -> ()

// -----

// expected-error@+1 {{element type bitwidth must be a multiple of 8}}
"foo.op"() {a = array<f4E2M1FN: 1.0>} : () -> ()

// -----

// expected-error@+1 {{expected a 64-bit signed integer or '?'}}
"foo.op"() {a = strided<[9223372036854775808]>} : () -> ()

// -----

// expected-error@+1 {{expected 'offset' after comma}}
"foo.op"() {a = strided<[1], 2>} : () -> ()

// -----

// expected-error@+1 {{referenced attribute does not match previous definition: 1 : i64}}
"foo.op"() {a = distinct[0]<1>, b = distinct[0]<2>} : () -> ()

// -----

// expected-error@+1 {{expected an unsigned 64-bit integer}}
"foo.op"() {a = distinct[99999999999999999999]<1>} : () -> ()

// -----

// expected-error@+1 {{expected '>' in affine map}}
"foo.op"() {a = affine_map<(d0) -> (d0)} : () -> ()

// -----

// expected-error@+1 {{expected constant integer or floating point value}}
"foo.op"() {a = -x} : () -> ()

// -----

// A decimal integer is no float; the note sits at the literal.
// expected-error@+2 {{unexpected decimal integer literal for a floating point value}}
// expected-note@+1 {{add a trailing dot to make the literal a float}}
"foo.op"() {a = 1 : f32} : () -> ()
