// FLAGS: --allow-unregistered-dialect --split-input-file
// The verifier checks the types of each op name and type signature once:
// ops that differ from an earlier valid op only in a result type, in the
// order of their operand types, in a property or in the function they sit
// in must still be checked in full.

%a = "foo.a"() : () -> i32
%0 = "arith.addi"(%a, %a) : (i32, i32) -> i32
%1 = "arith.addi"(%0, %a) : (i32, i32) -> i32
// expected-error@+1 {{'arith.addi' op requires the same type for all operands and results}}
%2 = "arith.addi"(%1, %a) : (i32, i32) -> i64

// -----

%a = "foo.a"() : () -> f32
%b = "foo.b"() : () -> i1
%0 = "arith.select"(%b, %a, %a) : (i1, f32, f32) -> f32
// expected-error@+1 {{'arith.select' op operand #0 must be bool-like, but got 'f32'}}
%1 = "arith.select"(%a, %b, %b) : (f32, i1, i1) -> i1

// -----

%0 = "arith.constant"() <{value = 1 : i32}> : () -> i32
%1 = "arith.constant"() <{value = 2 : i32}> : () -> i32
// expected-error@+1 {{'arith.constant' op failed to verify that all of {value, result} have same type}}
%2 = "arith.constant"() <{value = 3 : i64}> : () -> i32

// -----

func.func @first(%a: i32) -> i32 {
  %0 = arith.addi %a, %a : i32
  return %0 : i32
}
func.func @second(%a: i32, %b: vector<2xi32>) -> i32 {
  %0 = arith.addi %a, %a : i32
  // expected-error@+1 {{'arith.addi' op requires the same type for all operands and results}}
  %1 = "arith.addi"(%b, %b) : (vector<2xi32>, vector<2xi32>) -> vector<3xi32>
  return %0 : i32
}

// -----

%a = "foo.a"() : () -> vector<2xf32>
%c = "foo.c"() : () -> vector<3xi1>
%b = "foo.b"() : () -> i1
%0 = "arith.select"(%b, %a, %a) : (i1, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
// expected-error@+1 {{'arith.select' op failed to verify that condition is signless i1 or has matching shape}}
%1 = "arith.select"(%c, %a, %a) : (vector<3xi1>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>

// -----

%a = "foo.a"() : () -> i32
%0 = "arith.addi"(%a, %a) : (i32, i32) -> i32
// expected-error@+1 {{'arith.addf' op operand #0 must be floating-point-like, but got 'i32'}}
%1 = "arith.addf"(%a, %a) : (i32, i32) -> i32
