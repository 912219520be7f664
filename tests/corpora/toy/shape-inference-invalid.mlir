// FLAGS: --verify-diagnostics --split-input-file --pass-pipeline=builtin.module(toy.func(toy-shape-inference))
// Shape inference fails on an op without the interface (a call left
// uninlined) and when some ops never get ranked operands.

toy.func private @f(%arg0: tensor<*xf64>) -> tensor<*xf64> {
  toy.return %arg0 : tensor<*xf64>
}

toy.func @main() {
  %0 = toy.constant dense<1.000000e+00> : tensor<2xf64>
  // expected-error@+1 {{unable to infer shape of operation without shape inference interface}}
  %1 = toy.generic_call @f(%0) : (tensor<2xf64>) -> tensor<*xf64>
  toy.print %1 : tensor<*xf64>
  toy.return
}

// -----

// The failure is reported at the function, as the tutorial's pass does.
// expected-error@+1 {{Shape inference failed, 2 operations couldn't be inferred}}
toy.func @generic(%arg0: tensor<*xf64>) -> tensor<*xf64> {
  %0 = toy.transpose(%arg0 : tensor<*xf64>) to tensor<*xf64>
  %1 = toy.mul %0, %0 : tensor<*xf64>
  toy.return %1 : tensor<*xf64>
}
