// Inherent attributes of func.func written in its `attributes {...}`
// dictionary become properties: arg_attrs and res_attrs print on the
// arguments and results again.

func.func @f(%a: i32, %b: i32) -> i32 attributes {arg_attrs = [{foo.x}, {}], res_attrs = [{foo.r}], foo.y} {
  return %a : i32
}

func.func private @decl(i32) attributes {arg_attrs = [{foo.x = 1 : i64}]}
