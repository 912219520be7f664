// FLAGS: --verify-diagnostics --split-input-file
// The toy verifiers and parsers: each case one mistake, with the message
// MLIR's Toy dialect gives.

toy.func @f() {
  // expected-error@+1 {{'toy.constant' op attribute 'value' failed to satisfy constraint: 64-bit float elements attribute}}
  %0 = toy.constant dense<[1, 2]> : tensor<2xi32>
  toy.return
}

// -----

toy.func @f() {
  // expected-error@+1 {{'toy.constant' op attribute 'value' failed to satisfy constraint: 64-bit float elements attribute}}
  %0 = toy.constant dense<[1.0, 2.0]> : tensor<2xf32>
  toy.return
}

// -----

toy.func @f() {
  // expected-error@+1 {{'toy.constant' op return type shape mismatches its attribute at dimension 0: 2 != 3}}
  %0 = "toy.constant"() <{value = dense<1.0> : tensor<2xf64>}> : () -> tensor<3xf64>
  toy.return
}

// -----

toy.func @f() {
  // expected-error@+1 {{'toy.constant' op return type must match the one of the attached value attribute: 1 != 2}}
  %0 = "toy.constant"() <{value = dense<1.0> : tensor<2xf64>}> : () -> tensor<2x1xf64>
  toy.return
}

// -----

toy.func @f(%arg0: tensor<2xf32>) {
  // expected-error@+1 {{'toy.add' op operand #0 must be tensor of 64-bit float values, but got 'tensor<2xf32>'}}
  %0 = toy.add %arg0, %arg0 : tensor<2xf32>
  toy.return
}

// -----

toy.func @f(%arg0: tensor<2xf64>) {
  // expected-error@+1 {{custom op 'toy.mul' expected 2 operands}}
  %0 = toy.mul %arg0 : tensor<2xf64>
  toy.return
}

// -----

toy.func @f(%arg0: tensor<2xf64>) {
  // expected-error@+1 {{custom op 'toy.add' number of operands and types do not match: got 2 operands and 1 types}}
  %0 = toy.add %arg0, %arg0 : (tensor<2xf64>) -> tensor<2xf64>
  toy.return
}

// -----

toy.func @f(%arg0: tensor<2xf64>) {
  // expected-error@+1 {{'toy.reshape' op result #0 must be statically shaped tensor of 64-bit float values, but got 'tensor<?xf64>'}}
  %0 = toy.reshape(%arg0 : tensor<2xf64>) to tensor<?xf64>
  toy.return
}

// -----

toy.func @f(%arg0: tensor<2x3xf64>) {
  // expected-error@+1 {{expected result shape to be a transpose of the input}}
  %0 = toy.transpose(%arg0 : tensor<2x3xf64>) to tensor<2x3xf64>
  toy.return
}

// -----

toy.func @f(%arg0: tensor<2xf64>) {
  // expected-error@+1 {{'toy.cast' op operand type 'tensor<2xf64>' and result type 'tensor<3xf64>' are cast incompatible}}
  %0 = toy.cast %arg0 : tensor<2xf64> to tensor<3xf64>
  toy.return
}

// -----

toy.func @f(%arg0: tensor<?xf64>) {
  // expected-error@+1 {{'toy.cast' op operand type 'tensor<?xf64>' and result type 'tensor<2xf64>' are cast incompatible}}
  %0 = toy.cast %arg0 : tensor<?xf64> to tensor<2xf64>
  toy.return
}

// -----

toy.func @f(%arg0: tensor<2xf64>) {
  // expected-error@+1 {{'toy.cast' op operand type 'tensor<2xf64>' and result type 'tensor<2x1xf64>' are cast incompatible}}
  %0 = "toy.cast"(%arg0) : (tensor<2xf64>) -> tensor<2x1xf64>
  toy.return
}

// -----

"toy.func"() <{function_type = (f64) -> (), sym_name = "f"}> ({
^bb0(%arg0: f64):
  // expected-error@+1 {{'toy.print' op operand #0 must be tensor of 64-bit float values, but got 'f64'}}
  "toy.print"(%arg0) : (f64) -> ()
  toy.return
}) : () -> ()

// -----

toy.func @f(%arg0: tensor<2xf64>) {
  // expected-error@+1 {{'toy.generic_call' op result #0 must be tensor of 64-bit float values, but got 'f64'}}
  %0 = toy.generic_call @g(%arg0) : (tensor<2xf64>) -> f64
  toy.return
}

// -----

toy.func @f(%arg0: tensor<2xf64>) -> tensor<*xf64> {
  // expected-error@+1 {{'toy.return' op does not return the same number of values (0) as the enclosing function (1)}}
  toy.return
}

// -----

toy.func @f(%arg0: tensor<2xf64>) -> tensor<*xf64> {
  // expected-error@+1 {{'toy.return' op expects at most 1 return operand}}
  toy.return %arg0, %arg0 : tensor<2xf64>, tensor<2xf64>
}

// -----

toy.func @f(%arg0: tensor<3xf64>) -> tensor<2xf64> {
  // expected-error@+1 {{type of return operand ('tensor<3xf64>') doesn't match function result type ('tensor<2xf64>')}}
  toy.return %arg0 : tensor<3xf64>
}

// -----

func.func @f(%arg0: tensor<3xf64>) {
  // expected-error@+1 {{'toy.return' op expects parent op 'toy.func'}}
  toy.return %arg0 : tensor<3xf64>
}

// -----

// expected-error@+1 {{'toy.func' op entry block must have 1 arguments to match function signature}}
"toy.func"() <{function_type = (tensor<2xf64>) -> (), sym_name = "f"}> ({
  "toy.return"() : () -> ()
}) : () -> ()

// -----

// expected-error@+1 {{'toy.func' op type of entry block argument #0('tensor<3xf64>') must match the type of the corresponding argument in function signature('tensor<2xf64>')}}
"toy.func"() <{function_type = (tensor<2xf64>) -> (), sym_name = "f"}> ({
^bb0(%arg0: tensor<3xf64>):
  "toy.return"() : () -> ()
}) : () -> ()

// -----

// expected-error@+1 {{'toy.func' op visibility expected to be one of ["public", "private", "nested"], but got "secret"}}
"toy.func"() <{function_type = () -> (), sym_name = "f"}> ({
  "toy.return"() : () -> ()
}) {sym_visibility = "secret"} : () -> ()

// -----

// expected-error@+1 {{'toy.func' op requires visibility attribute 'sym_visibility' to be a string attribute, but got 3 : i64}}
"toy.func"() <{function_type = () -> (), sym_name = "f"}> ({
  "toy.return"() : () -> ()
}) {sym_visibility = 3} : () -> ()

// -----

// expected-error@+1 {{custom op 'toy.func' 'sym_visibility' is an inferred attribute and should not be specified in the explicit attribute dictionary}}
toy.func @f() attributes {sym_visibility = "private"} {
  toy.return
}

// -----

// expected-error@+1 {{'toy.func' op symbol declaration cannot have public visibility}}
toy.func @f(tensor<2xf64>)

// -----

// expected-error@+1 {{custom op 'toy.func' expected non-empty function body}}
toy.func @f() {}
