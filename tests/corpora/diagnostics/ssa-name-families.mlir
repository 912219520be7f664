// FLAGS: --allow-unregistered-dialect --split-input-file
// SSA names that end in a number (`%v1`, `%arg0`, `%1`) are kept by
// family and number: the same number in other families, names that differ
// only in leading zeros, and very large numbers are distinct names.

func.func @families_keep_numbers_apart(%arg0: i32) -> i32 {
  %1 = "test.op"(%arg0) : (i32) -> i32
  %v1 = "test.op"(%1) : (i32) -> i32
  %w1 = "test.op"(%v1) : (i32) -> i32
  %v01 = "test.op"(%w1) : (i32) -> i32
  %v99999999 = "test.op"(%v01) : (i32) -> i32
  %v_1 = "test.op"(%v99999999, %v1, %1) : (i32, i32, i32) -> i32
  %c4_i32 = "test.op"(%v_1) : (i32) -> i32
  %c4_i32_0 = "test.op"(%c4_i32) : (i32) -> i32
  // expected-error@+1 {{use of undeclared SSA value name}}
  "test.op"(%v2) : (i32) -> ()
  return %c4_i32_0 : i32
}

// -----

func.func @redefinition_in_a_family() {
  // expected-note@+1 {{previously defined here}}
  %v7 = "test.op"() : () -> i32
  // expected-error@+1 {{redefinition of SSA value '%v7'}}
  %v7 = "test.op"() : () -> i32
  return
}

// -----

func.func @nested_names_end_with_their_region() {
  "test.region"() ({
    %v3 = "test.op"() : () -> i32
    %4 = "test.op"(%v3) : (i32) -> i32
    "test.terminator"() : () -> ()
  }) : () -> ()
  %v3 = "test.op"() : () -> i32
  %4 = "test.op"(%v3) : (i32) -> i32
  // expected-error@+1 {{use of undeclared SSA value name}}
  "test.op"(%v5) : (i32) -> ()
  return
}

// -----

func.func @redefinition_of_an_outer_name() {
  // expected-note@+1 {{previously defined here}}
  %arg5 = "test.op"() : () -> i32
  "test.region"() ({
    // expected-error@+1 {{redefinition of SSA value '%arg5'}}
    %arg5 = "test.op"() : () -> i32
    "test.terminator"() : () -> ()
  }) : () -> ()
  return
}

// -----

func.func @forward_reference_in_a_family() {
  "test.graph"() ({
    // expected-note@+1 {{previously used here with type 'i32'}}
    %v2 = "test.op"(%v9) : (i32) -> i32
    // expected-error@+1 {{definition of SSA value '%v9#0' has type 'i64'}}
    %v9 = "test.op"(%v2) : (i32) -> i64
    "test.terminator"() : () -> ()
  }) : () -> ()
  return
}
