// FLAGS: --allow-unregistered-dialect --split-input-file
// Failures that report more than one error. The isolated ops held by one
// op are verified together, so each failing function of a module reports
// its error; verification still stops at the first op that fails outside
// them. Some parsers follow the error of a nested parse with their own.

func.func @first(%value: i16) -> i32 {
  // expected-error@+1 {{type of return operand 0 ('i16') doesn't match function result type ('i32') in function @first}}
  return %value : i16
}
func.func @fine(%value: i16) -> i16 {
  return %value : i16
}
func.func @second(%flag: i1) -> f32 {
  // expected-error@+1 {{type of return operand 0 ('i1') doesn't match function result type ('f32') in function @second}}
  return %flag : i1
}

// -----

// Functions of a nested module are verified with the module, after the
// module's siblings: the unregistered op's region holds a function that
// fails first, and the rest is not reached.
func.func @outer(%value: i8) -> i64 {
  return %value : i8
}
"some.wrapper"() ({
  func.func @inner(%value: i8) -> i64 {
    // expected-error@+1 {{type of return operand 0 ('i8') doesn't match function result type ('i64') in function @inner}}
    return %value : i8
  }
}) : () -> ()

// -----

// A negation whose operand is empty parentheses: the operand's error, then
// the negation's.
// expected-error@+2 {{no expression inside parentheses}}
// expected-error@+1 {{missing operand of negation}}
#negated = affine_map<(d0) -> (d0 + -())>

// -----

// A distinct attribute whose referenced attribute does not parse.
// expected-error@+2 {{expected attribute value}}
// expected-error@+1 {{expected attribute}}
#unique = distinct[3]<keyword

// -----

// A symbol reference followed by a lone colon at the end of the input: the
// colon is taken, and the list misses its end after it.
// expected-error@+1 {{expected ',' or ']'}}
"some.op"() {refs = [@symbol:
