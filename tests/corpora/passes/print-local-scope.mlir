// FLAGS: --canonicalize --mlir-print-local-scope --mlir-print-debuginfo
// With local scope, types, attributes and locations print where they are
// used: no alias definitions (even for names the input defines) and no
// resource section; distinct attributes keep their numbers.
#map = affine_map<(d0) -> (d0 + 1)>
#there = loc("elsewhere.mlir":3:7)
!tensor = tensor<4xf32>
module {
  func.func @f(%a: !tensor, %b: i32) -> (!tensor, i32) attributes {m = #map, d = distinct[0]<42 : i32>, e = distinct[1]<42 : i32>, r = dense_resource<blob1> : tensor<2xi32>} {
    %c0 = arith.constant 0 : i32
    %0 = arith.addi %b, %c0 : i32 loc(#there)
    %1 = arith.muli %0, %b : i32 loc(fused["local.mlir":6:10, "other.mlir":1:1])
    %2 = arith.xori %1, %0 : i32 loc(callsite("callee.mlir":8:10 at "caller.mlir":7:10))
    return %a, %2 : !tensor, i32
  }
}
{-#
  dialect_resources: {
    builtin: {
      blob1: "0x040000000100000002000000"
    }
  }
#-}
