// FLAGS: --allow-unregistered-dialect --split-input-file
// Lexer-level errors: bad characters, strings, escapes, numeric literals, sigils without names.

// expected-error@+1 {{unexpected character}}
"foo.op"() : () -> () `

// -----

// expected-error@+1 {{unexpected character}}
"foo.op"() : () -> () $

// -----

// expected-error@+1 {{expected '"' in string literal}}
"foo.op"() {a = "unterminated} : () -> ()

// -----

// expected-error@+1 {{expected '"' in string literal}}
"foo.op() : () -> ()

// -----

// expected-error@+1 {{unknown escape in string literal}}
"foo.op"() {a = "bad\qescape"} : () -> ()

// -----

// A single hex digit after a backslash is not a valid escape.
// expected-error@+1 {{unknown escape in string literal}}
"foo.op"() {a = "\1"} : () -> ()

// -----

// expected-error@+1 {{unknown escape in string literal}}
"foo.op"() {a = "carriage\r"} : () -> ()

// -----

// expected-error@+1 {{expected '}' in attribute dictionary}}
"foo.op"() {a = 0x} : () -> ()

// -----

// expected-error@+1 {{expected '}' in attribute dictionary}}
"foo.op"() {a = 0xZZ : i32} : () -> ()

// -----

// expected-error@+1 {{expected '}' in attribute dictionary}}
"foo.op"() {a = 1.0e : f32} : () -> ()

// -----

// expected-error@+1 {{expected three consecutive dots for an ellipsis}}
"foo.op"() {a = 1.0.0 : f32} : () -> ()

// -----

// expected-error@+1 {{hexadecimal float constant out of range for type}}
"foo.op"() {a = 0x7FC000000 : f32} : () -> ()

// -----

// expected-error@+1 {{hexadecimal float literal should not have a leading minus}}
"foo.op"() {a = -0x7FC00000 : f32} : () -> ()

// -----

// expected-error@+1 {{floating point value not valid for specified type}}
"foo.op"() {a = 1.5 : i32} : () -> ()

// -----

// expected-error@+1 {{invalid SSA name}}
% = "foo.op"() : () -> i32

// -----

// expected-error@+1 {{@ identifier expected to start with letter or '_'}}
"foo.op"() {a = @} : () -> ()

// -----

// expected-error@+1 {{invalid attribute name}}
"foo.op"() {a = #} : () -> ()

// -----

// expected-error@+1 {{invalid type identifier}}
"foo.op"() : () -> !

// -----

// expected-error@+1 {{invalid block name}}
^ "foo.op"() : () -> ()

// -----

// Errors at a token that starts a line are reported at the end of the previous
// token; '/*' is not a comment, so the error lands just after '()'.
// expected-error@+1 {{expected operation name in quotes}}
"foo.op"() : () -> () /* not a comment */

// -----

// expected-error@+1 {{expected identifier key in file metadata dictionary}}
{-# 42 #-}
