// Attribute aliases used by arith ops: in operand and result types, in
// discardable attributes and in constant values, numbered in the order the
// custom form prints them.

func.func @f(%c: i1, %m: memref<4xf32, affine_map<(d0) -> (d0 + 1)>>, %t: tensor<2xi32, affine_map<(d0) -> (d0 + 2)>>) {
  %0 = arith.select %c, %m, %m {foo.set = affine_set<(d0) : (d0 >= 0)>, foo.map = affine_map<(d0) -> (d0 + 3)>} : memref<4xf32, affine_map<(d0) -> (d0 + 1)>>
  %1 = arith.addi %t, %t {foo.map = affine_map<(d0) -> (d0 + 4)>} : tensor<2xi32, affine_map<(d0) -> (d0 + 2)>>
  %2 = arith.constant {foo.map = affine_map<(d0) -> (d0 + 5)>} dense<1> : tensor<2xi32, affine_map<(d0) -> (d0 + 6)>>
  %3 = arith.cmpi eq, %2, %2 : tensor<2xi32, affine_map<(d0) -> (d0 + 6)>>
  return
}
