// FLAGS: --allow-unregistered-dialect --split-input-file
// Malformed builtin types.

// expected-error@+1 {{expected 'x' in dimension list}}
"foo.op"() {a = tensor<2x?>} : () -> ()

// -----

// expected-error@+1 {{expected non-function type}}
"foo.op"() {a = vector<?xf32>} : () -> ()

// -----

// expected-error@+1 {{expected non-function type}}
"foo.op"() {a = tensor<-1xf32>} : () -> ()

// -----

// expected-error@+1 {{invalid dimension}}
"foo.op"() {a = tensor<9223372036854775808xf32>} : () -> ()

// -----

// expected-error@+1 {{expected '>' in tensor type}}
"foo.op"() {a = tensor<2xf32} : () -> ()

// -----

// expected-error@+1 {{expected non-function type}}
"foo.op"() {a = tensor<*x2xf32>} : () -> ()

// -----

// expected-error@+1 {{invalid tensor element type}}
"foo.op"() {a = tensor<2xtensor<3xf32>>} : () -> ()

// -----

// expected-error@+1 {{vector types must have positive constant sizes but got 0}}
"foo.op"() {a = vector<0xf32>} : () -> ()

// -----

// expected-error@+1 {{vector types must have positive constant sizes but got 2, 0}}
"foo.op"() {a = vector<2x0xf32>} : () -> ()

// -----

// expected-error@+1 {{invalid dimension}}
"foo.op"() {a = vector<2x[?]xf32>} : () -> ()

// -----

// Scalable dimensions are only allowed in vectors.
// expected-error@+1 {{expected non-function type}}
"foo.op"() {a = tensor<2x[4]xf32>} : () -> ()

// -----

// expected-error@+1 {{failed to verify 'elementType': VectorElementTypeInterface instance}}
"foo.op"() {a = vector<4xtensor<2xf32>>} : () -> ()

// -----

// expected-error@+1 {{failed to verify 'elementType': VectorElementTypeInterface instance}}
"foo.op"() {a = vector<4x!foo.elt>} : () -> ()

// -----

// expected-error@+1 {{cannot have affine map for unranked memref type}}
"foo.op"() {a = memref<*xf32, affine_map<(d0) -> (d0)>>} : () -> ()

// -----

// expected-error@+1 {{memref layout mismatch between rank and affine map: 1 != 2}}
"foo.op"() {a = memref<2xf32, affine_map<(d0, d1) -> (d0)>>} : () -> ()

// -----

// expected-error@+1 {{expected the number of strides to match the rank}}
"foo.op"() {a = memref<4xf32, strided<[1, 1]>>} : () -> ()

// -----

// expected-error@+1 {{multiple memory spaces specified in memref type}}
"foo.op"() {a = memref<?xf32, 1, 2>} : () -> ()

// -----

// Attributes of unregistered dialects are not valid memory spaces.
// expected-error@+1 {{unsupported memory space Attribute}}
"foo.op"() {a = memref<4xf32, #foo.space<2>>} : () -> ()

// -----

// expected-error@+1 {{invalid memref element type}}
"foo.op"() {a = memref<2x!foo.bar>} : () -> ()

// -----

// expected-error@+1 {{integer bitwidth is limited to 16777215 bits}}
"foo.op"() {a = i16777216} : () -> ()

// -----

// expected-error@+1 {{expected non-function type}}
"foo.op"() {a = complex<i1x>} : () -> ()

// -----

// expected-error@+1 {{invalid element type for complex}}
"foo.op"() {a = complex<tensor<2xf32>>} : () -> ()

// -----

// expected-error@+1 {{expected '>' in tuple type}}
"foo.op"() {a = tuple<i32} : () -> ()

// -----

// expected-error@+1 {{expected ')'}}
"foo.op"() {a = (i32 -> i32} : () -> ()

// -----

// expected-error@+1 {{expected non-function type}}
"foo.op"() {a = () -> } : () -> ()

// -----

// expected-error@+1 {{undefined symbol alias id 'foo'}}
"foo.op"() {a = !foo} : () -> ()

// -----

// expected-error@+1 {{expected '"' in string literal}}
"foo.op"() {a = !foo<"unterminated} : () -> ()

// -----

// expected-error@+1 {{unbalanced '<' character in pretty dialect name}}
"foo.op"() : () -> !foo.bar<

// -----

!t = i32
// expected-error@+1 {{redefinition of type alias id 't'}}
!t = i64
