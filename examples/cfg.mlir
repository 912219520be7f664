// A small example: ops of an unknown dialect with regions, block
// arguments, successors and attributes. Run it with
//   cargo run --release -p ir-opt -- --allow-unregistered-dialect examples/cfg.mlir
#map = affine_map<(d0, d1)[s0] -> (d0 + s0, d1 floordiv 2)>
"demo.func"() ({
^bb0(%n: index, %flag: i1):
  %zero = "demo.constant"() {value = 0 : index} : () -> index
  "demo.cond_br"(%flag, %zero)[^loop, ^exit] : (i1, index) -> ()
^loop:
  %sum:2 = "demo.step"(%n) {layout = #map, weights = dense<[1.5, 2.5]> : tensor<2xf32>} : (index) -> (index, i1)
  "demo.br"(%sum#0)[^exit] : (index) -> ()
^exit:
  "demo.return"() : () -> ()
}) {sym_name = "example"} : () -> ()
