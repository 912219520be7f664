// FLAGS: --pass-pipeline=builtin.module(toy.func(toy-shape-inference))
// Shape inference on chapter 4's IR once the calls are inlined: the casts,
// transposes and multiplication get the shapes of their operands.

toy.func @main() {
  %0 = toy.constant dense<[[1.000000e+00, 2.000000e+00, 3.000000e+00], [4.000000e+00, 5.000000e+00, 6.000000e+00]]> : tensor<2x3xf64>
  %1 = toy.constant dense<[[1.000000e+00, 2.000000e+00, 3.000000e+00], [4.000000e+00, 5.000000e+00, 6.000000e+00]]> : tensor<2x3xf64>
  %2 = toy.cast %1 : tensor<2x3xf64> to tensor<*xf64>
  %3 = toy.cast %0 : tensor<2x3xf64> to tensor<*xf64>
  %4 = toy.transpose(%2 : tensor<*xf64>) to tensor<*xf64>
  %5 = toy.transpose(%3 : tensor<*xf64>) to tensor<*xf64>
  %6 = toy.mul %4, %5 : tensor<*xf64>
  toy.print %6 : tensor<*xf64>
  toy.return
}

// Adds, multiplications and casts take their first operand's type, in the
// order their operands become ranked; an op whose result is ranked already
// (the transpose) is left alone, and so is an unused argument of unknown
// shape.
toy.func @mixed(%arg0: tensor<2x2xf64>, %arg1: tensor<*xf64>) -> tensor<*xf64> {
  %0 = toy.add %arg0, %arg0 : (tensor<2x2xf64>, tensor<2x2xf64>) -> tensor<*xf64>
  %1 = toy.mul %0, %arg0 : (tensor<*xf64>, tensor<2x2xf64>) -> tensor<*xf64>
  %2 = toy.transpose(%arg0 : tensor<2x2xf64>) to tensor<2x2xf64>
  %3 = toy.cast %1 : tensor<*xf64> to tensor<*xf64>
  %4 = toy.reshape(%3 : tensor<*xf64>) to tensor<4xf64>
  toy.print %4 : tensor<4xf64>
  toy.return %3 : tensor<*xf64>
}
