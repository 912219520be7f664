// FLAGS: none
// Every toy op in its custom form, as `toyc-ch4 -emit=mlir` prints it, with
// the variants each form has (attribute dictionaries, the function type of
// the binary ops, visibilities, argument and result attributes). The
// expected output is `ops.mlir.out`; it prints back unchanged, and the
// generic form converts back to it.

toy.func @constants() {
  %0 = toy.constant dense<[[1.000000e+00, 2.000000e+00, 3.000000e+00], [4.000000e+00, 5.000000e+00, 6.000000e+00]]> : tensor<2x3xf64>
  %1 = toy.constant dense<5.500000e+00> : tensor<f64>
  %2 = toy.constant dense<1.000000e+00> : tensor<2x2xf64>
  %3 = toy.constant {note = "x"} dense<[1.0, 2.0]> : tensor<2xf64>
  toy.return
}

toy.func private @arith(%arg0: tensor<*xf64>, %arg1: tensor<2x3xf64>) -> tensor<*xf64> {
  %0 = toy.add %arg0, %arg0 : tensor<*xf64>
  %1 = toy.mul %arg1, %arg1 : tensor<2x3xf64>
  %2 = toy.add %arg0, %arg1 : (tensor<*xf64>, tensor<2x3xf64>) -> tensor<*xf64>
  %3 = toy.mul %0, %2 {fastmath} : tensor<*xf64>
  %4 = toy.mul %arg1, %arg1 : (tensor<2x3xf64>, tensor<2x3xf64>) -> tensor<2x3xf64>
  toy.return %3 : tensor<*xf64>
}

toy.func nested @shapes(%arg0: tensor<2x3xf64> {toy.name = "a"}) -> (tensor<3x2xf64> {toy.result}) attributes {toy.note} {
  %0 = toy.transpose(%arg0 : tensor<2x3xf64>) to tensor<3x2xf64>
  %1 = toy.reshape(%arg0 : tensor<2x3xf64>) to tensor<6xf64>
  %2 = toy.reshape(%1 : tensor<6xf64>) {kept} to tensor<3x2xf64>
  %3 = toy.cast %0 : tensor<3x2xf64> to tensor<*xf64>
  %4 = toy.cast %3 {why} : tensor<*xf64> to tensor<3x2xf64>
  %5 = toy.transpose(%3 : tensor<*xf64>) {t} to tensor<*xf64>
  toy.print %4 : tensor<3x2xf64>
  toy.print %2 {twice} : tensor<3x2xf64>
  toy.return %0 : tensor<3x2xf64>
}

toy.func @calls(%arg0: tensor<2x3xf64>) {
  %0 = toy.generic_call @arith(%arg0, %arg0) : (tensor<2x3xf64>, tensor<2x3xf64>) -> tensor<*xf64>
  %1 = toy.generic_call @shapes(%arg0) {hint} : (tensor<2x3xf64>) -> tensor<*xf64>
  %2 = toy.generic_call @nothing() : () -> tensor<*xf64>
  toy.return {done}
}

toy.func public @unranked_result() -> tensor<*xf64> {
  %0 = toy.constant dense<[1.000000e+00, 2.000000e+00]> : tensor<2xf64>
  toy.return %0 : tensor<2xf64>
}
