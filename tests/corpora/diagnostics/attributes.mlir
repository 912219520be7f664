// FLAGS: --allow-unregistered-dialect --split-input-file
// Malformed attributes: integer/float literal range checks, dense/sparse elements, dense arrays,
// affine maps and sets, dictionaries, symbol references, distinct and dialect attributes.

// expected-error@+1 {{integer constant out of range for attribute}}
"foo.op"() {a = 256 : i8} : () -> ()

// -----

// expected-error@+1 {{integer constant out of range for attribute}}
"foo.op"() {a = -129 : i8} : () -> ()

// -----

// expected-error@+1 {{negative integer literal not valid for unsigned integer type}}
"foo.op"() {a = -1 : ui8} : () -> ()

// -----

// expected-error@+1 {{integer constant out of range for attribute}}
"foo.op"() {a = 2 : i1} : () -> ()

// -----

// expected-error@+1 {{integer constant out of range for attribute}}
"foo.op"() {a = 99999999999999999999999 : i64} : () -> ()

// -----

// Signed types only accept the signed range.
// expected-error@+1 {{integer constant out of range for attribute}}
"foo.op"() {a = 65535 : si16} : () -> ()

// -----

// expected-error@+1 {{floating point value not valid for specified type}}
"foo.op"() {a = 1.0 : tensor<2xf32>} : () -> ()

// -----

// expected-error@+1 {{inferred shape of elements literal ([3]) does not match type ([2])}}
"foo.op"() {a = dense<[1, 2, 3]> : tensor<2xi32>} : () -> ()

// -----

// expected-error@+1 {{inferred shape of elements literal ([4]) does not match type ([2, 2])}}
"foo.op"() {a = dense<[1, 2, 3, 4]> : tensor<2x2xi32>} : () -> ()

// -----

// expected-error@+1 {{tensor literal is invalid; ranks are not consistent between elements}}
"foo.op"() {a = dense<[[1, 2], [3]]> : tensor<2x2xi32>} : () -> ()

// -----

// expected-error@+1 {{elements literal type must have static shape}}
"foo.op"() {a = dense<1> : tensor<?xi32>} : () -> ()

// -----

// expected-error@+1 {{expected ':'}}
"foo.op"() {a = dense<1>} : () -> ()

// -----

// expected-error@+1 {{expected integer elements, but parsed floating-point}}
"foo.op"() {a = dense<1.5> : tensor<2xi32>} : () -> ()

// -----

// expected-error@+1 {{integer constant out of range for type}}
"foo.op"() {a = dense<300> : tensor<2xi8>} : () -> ()

// -----

// expected-error@+1 {{integer constant out of range for type}}
"foo.op"() {a = dense<[true, 2]> : tensor<2xi1>} : () -> ()

// -----

// expected-error@+1 {{elements hex data size is invalid for provided type: 'tensor<2xi32>'}}
"foo.op"() {a = dense<"0x0102"> : tensor<2xi32>} : () -> ()

// -----

// expected-error@+1 {{expected string containing hex digits starting with `0x`}}
"foo.op"() {a = dense<"str"> : tensor<2xi32>} : () -> ()

// -----

// expected-error@+1 {{expected ']'}}
"foo.op"() {a = dense<[1, 2> : tensor<2xi32>} : () -> ()

// -----

// expected-error@+1 {{expected shape ([2, 2]); inferred shape of indices literal ([1, 2]); inferred shape of values literal ([2])}}
"foo.op"() {a = sparse<[[0, 0]], [1, 2]> : tensor<2x2xi32>} : () -> ()

// -----

// expected-error@+1 {{sparse index #0 is not contained within the value shape, with index=[5, 0], and type='tensor<2x2xi32>'}}
"foo.op"() {a = sparse<[[5, 0]], [1]> : tensor<2x2xi32>} : () -> ()

// -----

// expected-error@+1 {{expected integer literal}}
"foo.op"() {a = array<i32: 1.5>} : () -> ()

// -----

// expected-error@+1 {{integer constant out of range}}
"foo.op"() {a = array<i8: 300>} : () -> ()

// -----

// expected-error@+1 {{expected 'true' or 'false' values for i1 type}}
"foo.op"() {a = array<i1: 1, 0>} : () -> ()

// -----

// expected-error@+1 {{element type bitwidth must be a multiple of 8}}
"foo.op"() {a = array<i4: 1>} : () -> ()

// -----

// expected-error@+1 {{expected ':' after dense array type}}
"foo.op"() {a = array<i32 1, 2>} : () -> ()

// -----

// expected-error@+1 {{use of undeclared identifier}}
"foo.op"() {a = affine_map<(d0) -> (d1)>} : () -> ()

// -----

// expected-error@+1 {{use of undeclared identifier}}
"foo.op"() {a = affine_map<(d0) -> (s0)>} : () -> ()

// -----

// expected-error@+1 {{non-affine expression: at least one of the multiply operands has to be either a constant or symbolic}}
"foo.op"() {a = affine_map<(d0) -> (d0 * d0)>} : () -> ()

// -----

// expected-error@+1 {{non-affine expression: right operand of floordiv has to be either a constant or symbolic}}
"foo.op"() {a = affine_map<(d0) -> (d0 floordiv d0)>} : () -> ()

// -----

// expected-error@+1 {{redefinition of identifier 'd0'}}
"foo.op"() {a = affine_map<(d0, d0) -> (d0)>} : () -> ()

// -----

// expected-error@+1 {{expected '(' in affine map range}}
"foo.op"() {a = affine_map<(d0) -> d0>} : () -> ()

// -----

// expected-error@+1 {{expected '== affine-expr' or '>= affine-expr' at end of affine constraint}}
"foo.op"() {a = affine_set<(d0) : (d0 > 0)>} : () -> ()

// -----

// expected-error@+1 {{duplicate key 'a' in dictionary attribute}}
"foo.op"() {a = {a = 1, a = 2}} : () -> ()

// -----

// expected-error@+1 {{duplicate key 'a' in dictionary attribute}}
"foo.op"() {a = 1 : i32, a = 2 : i32} : () -> ()

// -----

// expected-error@+1 {{duplicate key 'a' in dictionary attribute}}
"foo.op"() <{a = 1 : i32, a = 2 : i32}> : () -> ()

// -----

// expected-error@+1 {{expected valid attribute name}}
"foo.op"() {"" = 1 : i32} : () -> ()

// -----

// expected-error@+1 {{expected ',' or ']'}}
"foo.op"() {a = [1, 2} : () -> ()

// -----

// expected-error@+1 {{expected '}' in attribute dictionary}}
"foo.op"() {a = {a = 1} : () -> ()

// -----

// expected-error@+1 {{expected attribute value}}
"foo.op"() {a = unknown_keyword} : () -> ()

// -----

// The opaque elements attribute (opaque<"d", "0x...">) no longer exists.
// expected-error@+1 {{expected attribute value}}
"foo.op"() {a = opaque<"d", "0xDEADBEEF"> : tensor<4xi8>} : () -> ()

// -----

// expected-error@+1 {{expected nested symbol reference identifier}}
"foo.op"() {a = @foo::bar} : () -> ()

// -----

// expected-error@+1 {{expected '<' after distinct ID}}
"foo.op"() {a = distinct[0]} : () -> ()

// -----

// expected-error@+1 {{expected distinct ID}}
"foo.op"() {a = distinct[x]<1>} : () -> ()

// -----

// expected-error@+1 {{unbalanced '<' character in pretty dialect name}}
"foo.op"() {a = #foo.bar<} : () -> ()

// -----

// expected-error@+1 {{undefined symbol alias id 'undefined'}}
"foo.op"() {a = #undefined} : () -> ()

// -----

#a = 1 : i32
// expected-error@+1 {{redefinition of attribute alias id 'a'}}
#a = 2 : i32

// -----

// expected-error@+1 {{expected hex string blob for key 'blob' to encode alignment in first 4 bytes}}
{-# dialect_resources: { builtin: { blob: "0x01" } } #-}

// -----

// expected-error@+1 {{expected hex string blob for key 'blob'}}
{-# dialect_resources: { builtin: { blob: "nothex" } } #-}

// -----

// expected-error@+1 {{dialect 'unknowndialect' is unknown}}
{-# dialect_resources: { unknowndialect: { blob: "0x0400000001" } } #-}

// -----

// expected-error@+1 {{unknown key 'unknown_section' in file metadata dictionary}}
{-# unknown_section: {} #-}
