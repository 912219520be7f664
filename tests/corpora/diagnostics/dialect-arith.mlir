// FLAGS: --allow-unregistered-dialect --split-input-file
// Verifier errors of arith ops: operand, result and property constraints,
// the traits (SameOperandsAndResultType, SameTypeOperands, AllTypesMatch,
// TypesMatchWith, Elementwise, SameOperandsAndResultShape), count checks,
// cast compatibility and the constant's own checks.

%a = "foo.a"() : () -> f32
// expected-error@+1 {{'arith.addi' op operand #0 must be signless-integer-like, but got 'f32'}}
%0 = "arith.addi"(%a, %a) : (f32, f32) -> f32

// -----

%a = "foo.a"() : () -> i32
// expected-error@+1 {{'arith.addf' op operand #0 must be floating-point-like, but got 'i32'}}
%0 = "arith.addf"(%a, %a) : (i32, i32) -> i32

// -----

%a = "foo.a"() : () -> i32
%b = "foo.b"() : () -> i64
// expected-error@+1 {{'arith.addi' op requires the same type for all operands and results}}
%0 = "arith.addi"(%a, %b) : (i32, i64) -> i32

// -----

%a = "foo.a"() : () -> i32
// expected-error@+1 {{'arith.addi' op expected 2 operands, but found 1}}
%0 = "arith.addi"(%a) : (i32) -> i32

// -----

%a = "foo.a"() : () -> i32
// expected-error@+1 {{'arith.addi' op requires one result}}
"arith.addi"(%a, %a) : (i32, i32) -> ()

// -----

%a = "foo.a"() : () -> i32
%b = "foo.b"() : () -> i64
// expected-error@+1 {{'arith.cmpi' op requires all operands to have the same type}}
%0 = "arith.cmpi"(%a, %b) <{predicate = 0 : i64}> : (i32, i64) -> i1

// -----

%a = "foo.a"() : () -> vector<4xi32>
// expected-error@+1 {{'arith.cmpi' op failed to verify that result type has i1 element type and same shape as operands}}
%0 = "arith.cmpi"(%a, %a) <{predicate = 0 : i64}> : (vector<4xi32>, vector<4xi32>) -> i1

// -----

%a = "foo.a"() : () -> i32
// expected-error@+1 {{'arith.cmpi' op requires attribute 'predicate'}}
%0 = "arith.cmpi"(%a, %a) : (i32, i32) -> i1

// -----

%a = "foo.a"() : () -> i32
// expected-error@+1 {{invalid properties {predicate = "x"} for op arith.cmpi: Invalid attribute `predicate` in property conversion: "x"}}
%0 = "arith.cmpi"(%a, %a) <{predicate = "x"}> : (i32, i32) -> i1

// -----

%a = "foo.a"() : () -> i32
// expected-error@+1 {{invalid properties {predicate = 12 : i64} for op arith.cmpi: Invalid attribute `predicate` in property conversion: 12 : i64}}
%0 = "arith.cmpi"(%a, %a) <{predicate = 12 : i64}> : (i32, i32) -> i1

// -----

%a = "foo.a"() : () -> i32
// expected-error@+1 {{invalid properties {overflowFlags = 3 : i64} for op arith.addi: Invalid attribute `overflowFlags` in property conversion: 3 : i64}}
%0 = "arith.addi"(%a, %a) <{overflowFlags = 3}> : (i32, i32) -> i32

// -----

%a = "foo.a"() : () -> i32
// expected-error@+1 {{'arith.extsi' op operand type 'i32' and result type 'i16' are cast incompatible}}
%0 = arith.extsi %a : i32 to i16

// -----

%a = "foo.a"() : () -> i32
// expected-error@+1 {{'arith.trunci' op operand type 'i32' and result type 'i64' are cast incompatible}}
%0 = arith.trunci %a : i32 to i64

// -----

%a = "foo.a"() : () -> f32
// expected-error@+1 {{'arith.extf' op operand type 'f32' and result type 'f16' are cast incompatible}}
%0 = arith.extf %a : f32 to f16

// -----

%a = "foo.a"() : () -> i32
// expected-error@+1 {{'arith.index_cast' op operand type 'i32' and result type 'i64' are cast incompatible}}
%0 = arith.index_cast %a : i32 to i64

// -----

%a = "foo.a"() : () -> i32
// expected-error@+1 {{'arith.bitcast' op operand type 'i32' and result type 'f64' are cast incompatible}}
%0 = arith.bitcast %a : i32 to f64

// -----

%a = "foo.a"() : () -> vector<4xi32>
// expected-error@+1 {{'arith.extsi' op requires the same shape for all operands and results}}
%0 = arith.extsi %a : vector<4xi32> to vector<5xi64>

// -----

%a = "foo.a"() : () -> i64
// expected-error@+1 {{'arith.extsi' op result #0 must be signless-fixed-width-integer-like, but got 'index'}}
%0 = "arith.extsi"(%a) : (i64) -> index

// -----

// expected-error@+1 {{'arith.constant' op failed to verify that all of {value, result} have same type}}
%1 = "arith.constant"() <{value = 1 : i64}> : () -> i32

// -----

// expected-error@+1 {{'arith.constant' op failed to verify that all of {value, result} have same type}}
%1 = "arith.constant"() <{value = "x"}> : () -> i32

// -----

// expected-error@+1 {{'arith.constant' op value must be an integer, float, or elements attribute}}
%1 = "arith.constant"() <{value = "x" : i32}> : () -> i32

// -----

// expected-error@+1 {{'arith.constant' op integer return type must be signless}}
%1 = "arith.constant"() <{value = 1 : si32}> : () -> si32

// -----

%c = "foo.c"() : () -> i1
%a = "foo.a"() : () -> i32
// expected-error@+1 {{'arith.select' op failed to verify that all of {true_value, false_value, result} have same type}}
%2 = "arith.select"(%c, %a, %a) : (i1, i32, i32) -> i64

// -----

%c = "foo.c"() : () -> vector<3xi1>
%a = "foo.a"() : () -> vector<4xi32>
// expected-error@+1 {{'arith.select' op failed to verify that condition is signless i1 or has matching shape}}
%2 = arith.select %c, %a, %a : vector<3xi1>, vector<4xi32>

// -----

%c = "foo.c"() : () -> i32
%a = "foo.a"() : () -> i32
// expected-error@+1 {{'arith.select' op operand #0 must be bool-like, but got 'i32'}}
%2 = "arith.select"(%c, %a, %a) : (i32, i32, i32) -> i32

// -----

%a = "foo.a"() : () -> i32
%v = "foo.v"() : () -> vector<4xi32>
// expected-error@+1 {{'arith.addi' op requires the same type for all operands and results}}
%0 = "arith.addi"(%a, %v) : (i32, vector<4xi32>) -> vector<4xi32>

// -----

%a = "foo.a"() : () -> i32
// expected-error@+1 {{'arith.addui_extended' op failed to verify that all of {lhs, rhs, sum} have same type}}
%0:2 = "arith.addui_extended"(%a, %a) : (i32, i32) -> (i64, i1)

// -----

%a = "foo.a"() : () -> i32
// expected-error@+1 {{'arith.addui_extended' op result #1 must be bool-like, but got 'i32'}}
%0:2 = "arith.addui_extended"(%a, %a) : (i32, i32) -> (i32, i32)

// -----

%a = "foo.a"() : () -> i32
// expected-error@+1 {{'arith.mulsi_extended' op expected 2 results}}
%0 = "arith.mulsi_extended"(%a, %a) : (i32, i32) -> i32

// -----

%a = "foo.a"() : () -> tensor<4xi32>
%b = "foo.b"() : () -> tensor<5xi32>
// expected-error@+1 {{'arith.addi' op requires the same type for all operands and results}}
%0 = "arith.addi"(%a, %b) : (tensor<4xi32>, tensor<5xi32>) -> tensor<4xi32>

// -----

%a = "foo.a"() : () -> i32
// expected-error@+1 {{'arith.addi' op attribute 'overflowFlags' failed to satisfy constraint: Integer overflow arith flags}}
%0 = "arith.addi"(%a, %a) {overflowFlags = 1 : i32} : (i32, i32) -> i32

// -----

// Scalable dimensions are part of the shape.
%a = "foo.a"() : () -> vector<[4]xi32>
// expected-error@+1 {{'arith.trunci' op requires the same shape for all operands and results}}
%0 = arith.trunci %a : vector<[4]xi32> to vector<4xi8>

// -----

%c = "foo.c"() : () -> vector<[4]xi1>
%b = "foo.b"() : () -> vector<4xi32>
// expected-error@+1 {{'arith.select' op all non-scalar operands/results must have the same shape and base type}}
%0 = arith.select %c, %b, %b : vector<[4]xi1>, vector<4xi32>

// -----

// A predicate trait (MLIR's PredOpTrait, part of the op's invariants) is
// checked before the native traits declared before it.
%a = "foo.a"() : () -> tensor<4xi32>
// expected-error@+1 {{'arith.index_cast' op failed to verify that input and output have the same tensor dimensions}}
%0 = arith.index_cast %a : tensor<4xi32> to tensor<5xindex>

// -----

// The condition of a select on tensors is the i1 tensor of the result's
// shape and encoding.
%c = "foo.c"() : () -> tensor<8xi1, "bar">
%a = "foo.a"() : () -> tensor<8xi32, "foo">
// expected-error@+1 {{'arith.select' op expected condition type to have the same shape as the result type, expected 'tensor<8xi1, "foo">', but got 'tensor<8xi1, "bar">'}}
%0 = arith.select %c, %a, %a : tensor<8xi1, "bar">, tensor<8xi32, "foo">
