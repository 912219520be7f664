// FLAGS: --pass-pipeline=builtin.module(toy.func(canonicalize))
// Chapter 3's canonicalizations and the folders: transposes of transposes,
// reshapes of reshapes, of constants and to the same type, identity casts,
// and constants (deduplicated, dead ones erased).

toy.func @transpose_transpose(%arg0: tensor<*xf64>) -> tensor<*xf64> {
  %0 = toy.transpose(%arg0 : tensor<*xf64>) to tensor<*xf64>
  %1 = toy.transpose(%0 : tensor<*xf64>) to tensor<*xf64>
  toy.return %1 : tensor<*xf64>
}

toy.func @trivial_reshape() {
  %0 = toy.constant dense<[1.000000e+00, 2.000000e+00]> : tensor<2xf64>
  %1 = toy.reshape(%0 : tensor<2xf64>) to tensor<2x1xf64>
  %2 = toy.reshape(%1 : tensor<2x1xf64>) to tensor<2x1xf64>
  %3 = toy.reshape(%2 : tensor<2x1xf64>) to tensor<2x1xf64>
  toy.print %3 : tensor<2x1xf64>
  toy.return
}

toy.func @reshape_reshape(%arg0: tensor<6xf64>) {
  %0 = toy.reshape(%arg0 : tensor<6xf64>) to tensor<2x3xf64>
  %1 = toy.reshape(%0 : tensor<2x3xf64>) to tensor<3x2xf64>
  toy.print %1 : tensor<3x2xf64>
  toy.return
}

toy.func @redundant_reshape(%arg0: tensor<2x3xf64>) {
  %0 = toy.reshape(%arg0 : tensor<2x3xf64>) to tensor<2x3xf64>
  toy.print %0 : tensor<2x3xf64>
  toy.return
}

toy.func @splat_reshape() {
  %0 = toy.constant dense<5.500000e+00> : tensor<f64>
  %1 = toy.reshape(%0 : tensor<f64>) to tensor<2x2xf64>
  toy.print %1 : tensor<2x2xf64>
  toy.return
}

toy.func @casts(%arg0: tensor<2xf64>) {
  %0 = toy.cast %arg0 : tensor<2xf64> to tensor<2xf64>
  %1 = toy.cast %0 : tensor<2xf64> to tensor<*xf64>
  toy.print %1 : tensor<*xf64>
  toy.return
}

toy.func @constants() {
  %0 = toy.constant dense<1.000000e+00> : tensor<2xf64>
  %1 = toy.constant dense<1.000000e+00> : tensor<2xf64>
  %2 = toy.add %0, %1 : tensor<2xf64>
  %3 = toy.mul %0, %1 : tensor<2xf64>
  toy.print %2 : tensor<2xf64>
  toy.return
}

// A reshape changing the number of elements (invalid Toy, not verified)
// keeps its constant.
toy.func @count_mismatch() {
  %0 = toy.constant dense<[1.000000e+00, 2.000000e+00]> : tensor<2xf64>
  %1 = toy.reshape(%0 : tensor<2xf64>) to tensor<3xf64>
  toy.print %1 : tensor<3xf64>
  toy.return
}
