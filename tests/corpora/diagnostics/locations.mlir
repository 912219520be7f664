// FLAGS: --allow-unregistered-dialect --split-input-file
// Malformed location specifiers and location aliases.

// expected-error@+1 {{expected location instance}}
"foo.op"() : () -> () loc(bogus)

// -----

// expected-error@+1 {{expected '(' in location}}
"foo.op"() : () -> () loc

// -----

// expected-error@+1 {{expected ')' in location}}
"foo.op"() : () -> () loc("f":1:2

// -----

// expected-error@+1 {{expected ')' in location}}
"foo.op"() : () -> () loc(callsite("a" at "b")

// -----

// expected-error@+1 {{expected integer line number in FileLineColRange}}
"foo.op"() : () -> () loc("f":x:1)

// -----

// expected-error@+1 {{expected integer column number in FileLineColRange}}
"foo.op"() : () -> () loc("f":1:99999999999)

// -----

// expected-error@+1 {{expected either integer or `:` post `to` in FileLineColRange}}
"foo.op"() : () -> () loc("f":1:2 to)

// -----

// expected-error@+1 {{expected integer column number in FileLineColRange}}
"foo.op"() : () -> () loc("f":1:2 to 3:)

// -----

// expected-error@+1 {{expected ')' in location}}
"foo.op"() : () -> () loc("f":5 to 6)

// -----

// expected-error@+1 {{expected 'at' in callsite location}}
"foo.op"() : () -> () loc(callsite("a" "b"))

// -----

// expected-error@+1 {{expected '[' in fused location}}
"foo.op"() : () -> () loc(fused<"m">)

// -----

// expected-error@+1 {{operation location alias was never defined}}
"foo.op"() : () -> () loc(#undefined_loc)

// -----

#notloc = 1 : i32
// expected-error@+1 {{expected location, but found '1 : i32'}}
"foo.op"() : () -> () loc(#notloc)

// -----

#a = loc("x")
// expected-error@+1 {{redefinition of attribute alias id 'a'}}
#a = loc("y")
// -----

// A location alias used before its definition must name a location; the
// error points at the use and shows the value.
func.func @f() {
  // expected-error@+1 {{expected location, but found '42 : i64'}}
  return loc(#later)
}
#later = 42
