// FLAGS: --allow-unregistered-dialect --split-input-file
// Resource sections, shaped types, locations and tokens: cases the other files leave out.

// expected-error@+1 {{expected hex string blob for key 'blob' to encode alignment in first 4 bytes, but got non-power-of-2 value: 3}}
{-# dialect_resources: { builtin: { blob: "0x0300000001" } } #-}

// -----

// Builtin resources are blobs only.
// expected-error@+1 {{expected hex string blob for key 'flag'}}
{-# dialect_resources: { builtin: { flag: true } } #-}

// -----

// expected-error@+1 {{expected identifier key for 'resource' entry}}
{-# dialect_resources: { "builtin": { blob: "0x04000000" } } #-}

// -----

// External resources may hold blobs, booleans and strings.
// expected-error@+1 {{expected string value for key 'n'}}
{-# external_resources: { tool: { blob: "0x04000000", flag: true, s: "text", n: 5 } } #-}

// -----

// expected-error@+1 {{expected hex string blob for key 'blob' to encode alignment in first 4 bytes}}
{-# external_resources: { tool: { blob: "0x01" } } #-}

// -----

// expected-error@+1 {{invalid integer width}}
"foo.op"() {a = i4294967296} : () -> ()

// -----

// expected-error@+1 {{vector types must have positive constant sizes but got 4, 0}}
"foo.op"() {a = vector<[4]x[0]xf32>} : () -> ()

// -----

// expected-error@+1 {{missing ']' closing scalable dimension}}
"foo.op"() {a = vector<2x[4xf32>} : () -> ()

// -----

// expected-error@+1 {{invalid dimension}}
"foo.op"() {a = vector<99999999999999999999xf32>} : () -> ()

// -----

// expected-error@+1 {{invalid tensor element type}}
"foo.op"() {a = tensor<2xnone>} : () -> ()

// -----

// expected-error@+1 {{invalid tensor element type}}
"foo.op"() {a = tensor<*xtensor<2xf32>>} : () -> ()

// -----

// expected-error@+1 {{cannot apply encoding to unranked tensor}}
"foo.op"() {a = tensor<*xf32, 1>} : () -> ()

// -----

// expected-error@+1 {{invalid memref element type}}
"foo.op"() {a = memref<2xtuple<>>} : () -> ()

// -----

// expected-error@+1 {{expected memory space to be last in memref type}}
"foo.op"() {a = memref<2xf32, 1, strided<[1]>>} : () -> ()

// -----

// expected-error@+1 {{cannot have affine map for unranked memref type}}
"foo.op"() {a = memref<*xf32, strided<[1]>>} : () -> ()

// -----

// expected-error@+1 {{expected list element}}
"foo.op"() {a = memref<2xf32,>} : () -> ()

// -----

// expected-error@+1 {{expected ',' or '>' in memref type}}
"foo.op"() {a = memref<2xf32 1>} : () -> ()

// -----

// Only integer, string and dictionary attributes are builtin memory spaces.
// expected-error@+1 {{unsupported memory space Attribute}}
"foo.op"() {a = memref<2xf32, [1]>} : () -> ()

// -----

// The last layout wins; it must match the rank.
// expected-error@+1 {{expected the number of strides to match the rank}}
"foo.op"() {a = memref<2xf32, affine_map<(d0) -> (d0)>, strided<[1, 1]>>} : () -> ()

// -----

// expected-error@+1 {{invalid element type for complex}}
"foo.op"() {a = complex<index>} : () -> ()

// -----

#a = 1
// expected-error@+1 {{expected location attribute, but got1 : i64}}
"foo.op"() : () -> () loc(fused[#a])

// -----

// expected-error@+1 {{expected '(' in inline location}}
"foo.op"() {a = loc "x"} : () -> ()

// -----

// expected-error@+1 {{expected ')' in inline location}}
"foo.op"() {a = loc("x" "y")} : () -> ()

// -----

// expected-error@+1 {{@ identifier expected to start with letter or '_'}}
"foo.op"() {a = @1} : () -> ()

// -----

// `-` is not part of a symbol name.
// expected-error@+1 {{expected '}' in attribute dictionary}}
"foo.op"() {a = @foo-bar} : () -> ()

// -----

// `0x` without hex digits is the integer 0 followed by an identifier.
// expected-error@+1 {{expected ':' followed by operation type}}
"foo.op"() {a = 1} 0xi32 : () -> ()

// -----

// expected-error@+1 {{unbalanced '(' character in pretty dialect name}}
"foo.op"() {a = #foo<a(>} : () -> ()

// -----

// After a string in a dialect body, errors point at the string.
// expected-error@+1 {{unbalanced '<' character in pretty dialect name}}
"foo.op"() {a = #foo<"a"} : () -> ()

// -----

// MLIR's `test` namespace holds blobs too, checked as builtin's are.
// expected-error@+1 {{expected hex string blob for key 'weights'}}
{-# dialect_resources: { test: { fine: "0x0400000001000000", weights: 12 } } #-}

// -----

// expected-error@+1 {{expected hex string blob for key 'empty' to encode alignment in first 4 bytes}}
{-# dialect_resources: { test: { empty: "0x0800" } } #-}
