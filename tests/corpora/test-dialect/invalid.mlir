// FLAGS: --allow-unregistered-dialect --split-input-file
// The verifier on the test dialect: one case per kind of constraint,
// property rule, trait and hook.

%i = "foo.i"() : () -> i32
%i8 = "foo.i8"() : () -> i8
%x = "foo.x"() : () -> index
%f = "foo.f"() : () -> f32
%v = "foo.v"() : () -> vector<4xf32>
%t = "foo.t"() : () -> tensor<2xi32>
%m = "foo.m"() : () -> memref<4xindex>
%d = "foo.d"() : () -> f64
%r = "foo.r"() : () -> tensor<3x3xf32>
%e = "foo.e"() : () -> i16
%s = "foo.s"() : () -> si32
// expected-error@+1 {{'testing.constraints' op operand #0 must be integer, but got 'f32'}}
%0 = "testing.constraints"(%f, %i8, %x, %f, %v, %t, %m, %d, %r, %e, %s) : (f32, i8, index, f32, vector<4xf32>, tensor<2xi32>, memref<4xindex>, f64, tensor<3x3xf32>, i16, si32) -> ui16

// -----

%i = "foo.i"() : () -> i32
%x = "foo.x"() : () -> index
%f = "foo.f"() : () -> f32
%v = "foo.v"() : () -> vector<4xf32>
%t = "foo.t"() : () -> tensor<2xi32>
%m = "foo.m"() : () -> memref<4xindex>
%d = "foo.d"() : () -> f64
%r = "foo.r"() : () -> tensor<3x3xf32>
%e = "foo.e"() : () -> i16
%s = "foo.s"() : () -> si32
// expected-error@+1 {{'testing.constraints' op operand #1 must be 8-bit integer, but got 'i32'}}
%0 = "testing.constraints"(%i, %i, %x, %f, %v, %t, %m, %d, %r, %e, %s) : (i32, i32, index, f32, vector<4xf32>, tensor<2xi32>, memref<4xindex>, f64, tensor<3x3xf32>, i16, si32) -> ui16

// -----

%i = "foo.i"() : () -> i32
%i8 = "foo.i8"() : () -> si8
%x = "foo.x"() : () -> index
%f = "foo.f"() : () -> f32
%t = "foo.t"() : () -> tensor<2xi32>
%m = "foo.m"() : () -> memref<4xindex>
%d = "foo.d"() : () -> f64
%r = "foo.r"() : () -> tensor<3x3xf32>
%e = "foo.e"() : () -> i16
%s = "foo.s"() : () -> si32
%v = "foo.v"() : () -> vector<4xf64>
// expected-error@+1 {{'testing.constraints' op operand #4 must be vector of 32-bit float values, but got 'vector<4xf64>'}}
%0 = "testing.constraints"(%i, %i8, %x, %f, %v, %t, %m, %d, %r, %e, %s) : (i32, si8, index, f32, vector<4xf64>, tensor<2xi32>, memref<4xindex>, f64, tensor<3x3xf32>, i16, si32) -> ui16

// -----

%i = "foo.i"() : () -> i32
%i8 = "foo.i8"() : () -> i8
%x = "foo.x"() : () -> index
%f = "foo.f"() : () -> f32
%v = "foo.v"() : () -> vector<4xf32>
%t = "foo.t"() : () -> tensor<*xi32>
%m = "foo.m"() : () -> memref<4xindex>
%d = "foo.d"() : () -> f64
%r = "foo.r"() : () -> tensor<3x3xf32>
%e = "foo.e"() : () -> i16
%s = "foo.s"() : () -> si32
// expected-error@+1 {{'testing.constraints' op operand #5 must be ranked tensor of integer values, but got 'tensor<*xi32>'}}
%0 = "testing.constraints"(%i, %i8, %x, %f, %v, %t, %m, %d, %r, %e, %s) : (i32, i8, index, f32, vector<4xf32>, tensor<*xi32>, memref<4xindex>, f64, tensor<3x3xf32>, i16, si32) -> ui16

// -----

%i = "foo.i"() : () -> i32
%i8 = "foo.i8"() : () -> i8
%x = "foo.x"() : () -> index
%f = "foo.f"() : () -> f32
%v = "foo.v"() : () -> vector<4xf32>
%t = "foo.t"() : () -> tensor<2xi32>
%m = "foo.m"() : () -> memref<4xi64>
%d = "foo.d"() : () -> f64
%r = "foo.r"() : () -> tensor<3x3xf32>
%e = "foo.e"() : () -> i16
%s = "foo.s"() : () -> si32
// expected-error@+1 {{'testing.constraints' op operand #6 must be memref of index values, but got 'memref<4xi64>'}}
%0 = "testing.constraints"(%i, %i8, %x, %f, %v, %t, %m, %d, %r, %e, %s) : (i32, i8, index, f32, vector<4xf32>, tensor<2xi32>, memref<4xi64>, f64, tensor<3x3xf32>, i16, si32) -> ui16

// -----

%i = "foo.i"() : () -> i32
%i8 = "foo.i8"() : () -> i8
%x = "foo.x"() : () -> index
%f = "foo.f"() : () -> f32
%v = "foo.v"() : () -> vector<4xf32>
%t = "foo.t"() : () -> tensor<2xi32>
%m = "foo.m"() : () -> memref<4xindex>
%r = "foo.r"() : () -> tensor<3x3xf32>
%e = "foo.e"() : () -> i16
%s = "foo.s"() : () -> si32
// expected-error@+1 {{'testing.constraints' op operand #7 must be 32-bit signless integer or 64-bit float, but got 'f32'}}
%0 = "testing.constraints"(%i, %i8, %x, %f, %v, %t, %m, %f, %r, %e, %s) : (i32, i8, index, f32, vector<4xf32>, tensor<2xi32>, memref<4xindex>, f32, tensor<3x3xf32>, i16, si32) -> ui16

// -----

%i = "foo.i"() : () -> i32
%i8 = "foo.i8"() : () -> i8
%x = "foo.x"() : () -> index
%f = "foo.f"() : () -> f32
%v = "foo.v"() : () -> vector<4xf32>
%t = "foo.t"() : () -> tensor<2xi32>
%m = "foo.m"() : () -> memref<4xindex>
%d = "foo.d"() : () -> f64
%r = "foo.r"() : () -> tensor<*xf32>
%e = "foo.e"() : () -> i16
%s = "foo.s"() : () -> si32
// expected-error@+1 {{'testing.constraints' op operand #8 must be ranked shaped type, but got 'tensor<*xf32>'}}
%0 = "testing.constraints"(%i, %i8, %x, %f, %v, %t, %m, %d, %r, %e, %s) : (i32, i8, index, f32, vector<4xf32>, tensor<2xi32>, memref<4xindex>, f64, tensor<*xf32>, i16, si32) -> ui16

// -----

%i = "foo.i"() : () -> i32
%i8 = "foo.i8"() : () -> i8
%x = "foo.x"() : () -> index
%f = "foo.f"() : () -> f32
%v = "foo.v"() : () -> vector<4xf32>
%t = "foo.t"() : () -> tensor<2xi32>
%m = "foo.m"() : () -> memref<4xindex>
%d = "foo.d"() : () -> f64
%r = "foo.r"() : () -> tensor<3x3xf32>
%e = "foo.e"() : () -> i7
%s = "foo.s"() : () -> si32
// expected-error@+1 {{'testing.constraints' op operand #9 must be signless integer of even width, but got 'i7'}}
%0 = "testing.constraints"(%i, %i8, %x, %f, %v, %t, %m, %d, %r, %e, %s) : (i32, i8, index, f32, vector<4xf32>, tensor<2xi32>, memref<4xindex>, f64, tensor<3x3xf32>, i7, si32) -> ui16

// -----

%i = "foo.i"() : () -> i32
%i8 = "foo.i8"() : () -> i8
%x = "foo.x"() : () -> index
%f = "foo.f"() : () -> f32
%v = "foo.v"() : () -> vector<4xf32>
%t = "foo.t"() : () -> tensor<2xi32>
%m = "foo.m"() : () -> memref<4xindex>
%d = "foo.d"() : () -> f64
%r = "foo.r"() : () -> tensor<3x3xf32>
%e = "foo.e"() : () -> i16
// expected-error@+1 {{'testing.constraints' op operand #10 must be signed integer, but got 'i32'}}
%0 = "testing.constraints"(%i, %i8, %x, %f, %v, %t, %m, %d, %r, %e, %i) : (i32, i8, index, f32, vector<4xf32>, tensor<2xi32>, memref<4xindex>, f64, tensor<3x3xf32>, i16, i32) -> ui16

// -----

%i = "foo.i"() : () -> i32
%i8 = "foo.i8"() : () -> i8
%x = "foo.x"() : () -> index
%f = "foo.f"() : () -> f32
%v = "foo.v"() : () -> vector<4xf32>
%t = "foo.t"() : () -> tensor<2xi32>
%m = "foo.m"() : () -> memref<4xindex>
%d = "foo.d"() : () -> f64
%r = "foo.r"() : () -> tensor<3x3xf32>
%e = "foo.e"() : () -> i16
%s = "foo.s"() : () -> si32
// expected-error@+1 {{'testing.constraints' op result #0 must be 16-bit unsigned integer, but got 'ui32'}}
%0 = "testing.constraints"(%i, %i8, %x, %f, %v, %t, %m, %d, %r, %e, %s) : (i32, i8, index, f32, vector<4xf32>, tensor<2xi32>, memref<4xindex>, f64, tensor<3x3xf32>, i16, si32) -> ui32

// -----

%i = "foo.i"() : () -> i32
// expected-error@+1 {{'testing.segments' op operand count (2) does not match with the total size (3) specified in attribute 'operandSegmentSizes'}}
"testing.segments"(%i, %i) <{operandSegmentSizes = array<i32: 1, 1, 1>, resultSegmentSizes = array<i32: 0, 0>}> : (i32, i32) -> ()

// -----

%i = "foo.i"() : () -> i32
// expected-error@+1 {{invalid properties {operandSegmentSizes = array<i32: 1, 1>, resultSegmentSizes = array<i32: 0, 0>} for op testing.segments: size mismatch in attribute conversion: 2 vs 3}}
"testing.segments"(%i, %i) <{operandSegmentSizes = array<i32: 1, 1>, resultSegmentSizes = array<i32: 0, 0>}> : (i32, i32) -> ()

// -----

%i = "foo.i"() : () -> i32
// expected-error@+1 {{'testing.segments' op operand group starting at #1 requires 0 or 1 element, but found 2}}
"testing.segments"(%i, %i, %i) <{operandSegmentSizes = array<i32: 1, 2, 0>, resultSegmentSizes = array<i32: 0, 0>}> : (i32, i32, i32) -> ()

// -----

%i = "foo.i"() : () -> i32
// expected-error@+1 {{'testing.segments' op result count (1) does not match with the total size (0) specified in attribute 'resultSegmentSizes'}}
%0 = "testing.segments"(%i) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> i64

// -----

// expected-error@+1 {{'testing.properties' op requires attribute 'count'}}
"testing.properties"() <{attr = 1, name = "n", sizes = array<i64>, ty = i32}> : () -> ()

// -----

// expected-error@+1 {{'testing.properties' op attribute 'count' failed to satisfy constraint: positive integer attribute}}
"testing.properties"() <{attr = 1, count = 0, name = "n", sizes = array<i64>, ty = i32}> : () -> ()

// -----

// expected-error@+1 {{invalid properties {attr = 1 : i64, color = 3 : i32, count = 1 : i64, name = "n", sizes = array<i64>, ty = i32} for op testing.properties: Invalid attribute `color` in property conversion: 3 : i32}}
"testing.properties"() <{attr = 1, color = 3 : i32, count = 1, name = "n", sizes = array<i64>, ty = i32}> : () -> ()

// -----

// expected-error@+1 {{'testing.properties' op attribute 'name' failed to satisfy constraint: string attribute}}
"testing.properties"() {attr = 1, count = 1, name = 3, sizes = array<i64>, ty = i32} : () -> ()

// -----

// expected-error@+1 {{'testing.regions' op region #1 ('sized') failed to verify constraint: region with 1 blocks}}
"testing.regions"() ({
  "foo.x"() : () -> ()
}, {
^bb0:
  "foo.x"() : () -> ()
^bb1:
  "foo.y"() : () -> ()
}) : () -> ()

// -----

// expected-error@+1 {{'testing.regions' op expects a non-empty first region}}
"testing.regions"() ({
}, {
  "foo.x"() : () -> ()
}) : () -> ()

// -----

// expected-error@+1 {{'testing.regions' op expected 2 or more regions}}
"testing.regions"() ({
  "foo.x"() : () -> ()
}) : () -> ()

// -----

"foo.region"() ({
^bb0:
  // expected-error@+1 {{'testing.branch' op requires at least 1 successors but found 0}}
  "testing.branch"() : () -> ()
}) : () -> ()

// -----

%a = "foo.a"() : () -> vector<4xi32>
%b = "foo.b"() : () -> vector<5xi32>
// expected-error@+1 {{'testing.same_shape' op requires the same shape for all operands}}
testing.same_shape %a, %b : vector<4xi32>, vector<5xi32>

// -----

%a = "foo.a"() : () -> tensor<4xi32>
// expected-error@+1 {{'testing.same_shapes' op requires the same shape for all operands and results}}
%0 = "testing.same_shapes"(%a) : (tensor<4xi32>) -> tensor<5xi32>

// -----

%a = "foo.a"() : () -> tensor<4xi32>
// expected-error@+1 {{'testing.same_element' op requires the same element type for all operands and results}}
%0 = "testing.same_element"(%a) : (tensor<4xi32>) -> tensor<4xi64>

// -----

%a = "foo.a"() : () -> i32
// expected-error@+1 {{'testing.elementwise' op if a result is non-scalar, then at least one operand must be non-scalar}}
%0 = "testing.elementwise"(%a, %a) : (i32, i32) -> vector<2xi32>

// -----

%a = "foo.a"() : () -> vector<2xi32>
%b = "foo.b"() : () -> vector<3xi32>
// expected-error@+1 {{'testing.elementwise' op all non-scalar operands/results must have the same shape and base type}}
%0 = "testing.elementwise"(%a, %b) : (vector<2xi32>, vector<3xi32>) -> vector<2xi32>

// -----

%a = "foo.a"() : () -> vector<2xi32>
// expected-error@+1 {{'testing.elementwise' op if an operand is non-scalar, then there must be at least one non-scalar result}}
%0 = "testing.elementwise"(%a, %a) : (vector<2xi32>, vector<2xi32>) -> i32

// -----

// expected-error@+1 {{'testing.yield' op expects parent op to be one of 'testing.scope, testing.loop'}}
testing.yield

// -----

// expected-error@+1 {{'testing.scope' op expects regions to end with 'testing.yield', found 'foo.x'}}
testing.scope {
  "foo.x"() : () -> ()
}

// -----

"foo.region"() ({
^bb0(%a: i32):
  // expected-error@+1 {{'testing.traits' op expects its first operand not to be a block argument}}
  testing.traits %a : i32
}) : () -> ()

// -----

%a = "foo.a"() : () -> i32
// expected-error@+1 {{testing.hooks needs two different operands}}
%0 = testing.hooks %a, %a : i32

// -----

%a = "foo.a"() : () -> i32
%b = "foo.b"() : () -> i64
// expected-error@+1 {{'testing.hooks' op requires all operands to have the same type}}
%0 = "testing.hooks"(%a, %b) : (i32, i64) -> i32

// -----

// The parent is checked first (`HasParent` describes the structure), then
// the place in the block.
testing.loop {
  // expected-error@+1 {{'testing.yield' op must be the last operation in the parent block}}
  testing.yield
  "foo.x"() : () -> ()
}

// -----

"foo.region"() ({
  // expected-error@+1 {{'testing.yield' op expects parent op to be one of 'testing.scope, testing.loop'}}
  testing.yield
  "foo.x"() : () -> ()
}) : () -> ()

// -----

%a = "foo.a"() : () -> i32
// expected-error@+1 {{'testing.traits' op requires a single operand}}
"testing.traits"(%a, %a) : (i32, i32) -> ()

// -----

// expected-error@+1 {{'testing.isolated' op requires one region}}
"testing.isolated"() : () -> ()

// -----

// expected-error@+1 {{custom op 'testing.custom' expected a string label}}
testing.custom 3 = %a : i32

// -----

%a = "foo.a"() : () -> i32
// expected-error@+1 {{custom op 'testing.properties' expected string or keyword containing one of the following enum values for attribute 'color' [red, green, sky]}}
testing.properties 1, "n" color blue access <none> : i32 sizes [] at 1

// -----

%a = "foo.a"() : () -> i32
// expected-error@+1 {{'testing.symbols' op operand #0 must be pair type, but got 'i32'}}
"testing.symbols"(%a) <{range = #testing.range<1 to 2, "r">}> : (i32) -> ()

// -----

// expected-error@+1 {{expected ','}}
%a = "foo.a"() : () -> !testing.pair<i32>

// -----

// expected-error@+1 {{invalid properties {range = 3 : i64} for op testing.symbols: Invalid attribute `range` in property conversion: 3 : i64}}
"testing.symbols"() <{range = 3}> : () -> ()

// -----

// A region verifier reports at a nested op, with that op's name.
"testing.regions"() ({
  "foo.x"() : () -> ()
  // expected-error@+1 {{'foo.y' op is rejected by the enclosing 'testing.regions'}}
  "foo.y"() {testing.reject} : () -> ()
}, {
  "foo.x"() : () -> ()
}) : () -> ()

// -----

// The nested ops verify before the region verifier runs.
"testing.regions"() ({
  "foo.y"() {testing.reject} : () -> ()
  "foo.region"() ({
  ^bb0:
    // expected-error@+1 {{'testing.branch' op requires at least 1 successors but found 0}}
    "testing.branch"() : () -> ()
  }) : () -> ()
}, {
  "foo.x"() : () -> ()
}) : () -> ()

// -----

// An `F32` property holds a 32-bit float, not a 64-bit one.
// expected-error@+1 {{invalid properties {half = 1.000000e+00 : f64} for op testing.floats: Invalid attribute `half` in property conversion: 1.000000e+00 : f64}}
"testing.floats"() <{half = 1.0 : f64}> : () -> ()

// -----

// In the custom form, the float is written without its type.
// expected-error@+2 {{unexpected decimal integer literal for a floating point value}}
// expected-note@+1 {{add a trailing dot to make the literal a float}}
testing.floats 1

// -----

// A variadic group's operands and types are counted against each other.
%i = "foo.i"() : () -> i32
// expected-error@+1 {{custom op 'testing.pack' number of operands and types do not match: got 2 operands and 1 types}}
%p = testing.pack %i, %i : i32 -> i64
