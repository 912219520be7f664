// FLAGS: --pass-pipeline=builtin.module(inline)
// The inliner on toy calls: `toy.cast` bridges the tensor types of a call
// and its callee both ways, an inlined `toy.return` hands its operand to
// the call's users, and private functions left without calls are erased.

toy.func private @multiply_transpose(%arg0: tensor<*xf64>, %arg1: tensor<*xf64>) -> tensor<*xf64> {
  %0 = toy.transpose(%arg0 : tensor<*xf64>) to tensor<*xf64>
  %1 = toy.transpose(%arg1 : tensor<*xf64>) to tensor<*xf64>
  %2 = toy.mul %0, %1 : tensor<*xf64>
  toy.return %2 : tensor<*xf64>
}

toy.func private @identity(%arg0: tensor<2xf64>) -> tensor<2xf64> {
  toy.return %arg0 : tensor<2xf64>
}

toy.func @kept(%arg0: tensor<2xf64>) -> tensor<2xf64> {
  toy.return %arg0 : tensor<2xf64>
}

toy.func @main() {
  %0 = toy.constant dense<[[1.000000e+00, 2.000000e+00, 3.000000e+00], [4.000000e+00, 5.000000e+00, 6.000000e+00]]> : tensor<2x3xf64>
  %1 = toy.constant dense<[1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00, 5.000000e+00, 6.000000e+00]> : tensor<6xf64>
  %2 = toy.reshape(%1 : tensor<6xf64>) to tensor<2x3xf64>
  %3 = toy.generic_call @multiply_transpose(%0, %2) : (tensor<2x3xf64>, tensor<2x3xf64>) -> tensor<*xf64>
  toy.print %3 : tensor<*xf64>
  %4 = toy.constant dense<[1.000000e+00, 2.000000e+00]> : tensor<2xf64>
  %5 = toy.generic_call @identity(%4) : (tensor<2xf64>) -> tensor<*xf64>
  toy.print %5 : tensor<*xf64>
  %6 = toy.generic_call @kept(%4) : (tensor<2xf64>) -> tensor<2xf64>
  toy.print %6 : tensor<2xf64>
  toy.return
}
