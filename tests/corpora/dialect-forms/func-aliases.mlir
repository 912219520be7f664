// Attribute aliases (#map) for attributes that only appear in the
// properties of func ops (function_type, arg_attrs, res_attrs, call
// arg_attrs), numbered in the order the custom form prints them.

func.func private @decl(memref<4xf32, affine_map<(d0) -> (d0 + 1)>>) -> memref<4xf32, affine_map<(d0) -> (d0 * 2)>> attributes {foo.m = affine_map<(d0, d1) -> (d1, d0)>}
func.func private @arg_attr(i32 {foo.m = affine_map<(d0) -> (d0 + 3)>}) -> (i32 {foo.r = affine_map<(d0) -> (d0 + 4)>})
func.func @body(%a: i32) -> i32 {
  %0 = call @arg_attr(%a) {arg_attrs = [{foo.m = affine_map<(d0) -> (d0 + 5)>}]} : (i32) -> i32
  return %0 : i32
}
