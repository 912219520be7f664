// func.func in all its forms (public, private, nested visibility,
// declarations, argument and result attributes, `attributes {...}`,
// multiple and function-typed results), func.call, func.call_indirect,
// func.constant and func.return with and without operands.

func.func private @decl(i32, f32) -> i64
func.func private @decl_no_results()
func.func nested @decl_nested(index) -> (i1, i1)
func.func private @decl_arg_attrs(i32 {foo.arg = 1 : i64}, f32) -> (i64 {foo.res})
func.func private @decl_attributes() attributes {foo.fn = "x", foo.unit}
func.func private @decl_fn_result() -> ((i32) -> i32)
func.func private @decl_fn_results() -> ((i32) -> i32, () -> ())
func.func private @decl_nested_fn(%arg0: (i32) -> (i32, f32)) -> (() -> (i32))
func.func private @decl_named_args(%x: i32, %y: f32 {foo.a}) -> i64
func.func private @"quoted name"(i32) -> i32
func.func private @decl_variadic_like(tensor<*xf32>, memref<?xi8>, !foo.type) -> none

func.func @empty() {
  return
}

func.func public @explicit_public(%a: i32) -> i32 {
  return %a : i32
}

func.func @multi(%a: i32, %b: f32) -> (i32, f32) {
  return %a, %b : i32, f32
}

func.func @arg_attrs(%a: i32 {foo.arg = "a"}, %b: i32 {foo.x, foo.y = 2 : i32}) -> (i32 {foo.res = 1 : i64}, i32) {
  return %a, %b : i32, i32
}

func.func @with_attributes(%a: i32) -> i32 attributes {foo.fn, foo.other = [1, 2]} {
  return %a : i32
}

func.func @one_result_attr() -> (i32 {foo.r}) {
  %0 = "foo.def"() : () -> i32
  return %0 : i32
}

func.func @fn_typed(%f: (i32) -> i32) -> ((i32) -> i32) {
  return %f : (i32) -> i32
}

func.func @calls(%a: i32, %b: f32) -> i64 {
  %0 = call @decl(%a, %b) : (i32, f32) -> i64
  call @decl_no_results() : () -> ()
  %c0 = "foo.def"() : () -> index
  %1:2 = func.call @decl_nested(%c0) : (index) -> (i1, i1)
  %2 = call @decl(%a, %b) {foo.call} : (i32, f32) -> i64
  %3 = call @decl_fn_result() : () -> ((i32) -> i32)
  %4 = call_indirect %3(%a) : (i32) -> i32
  %5 = func.call_indirect %3(%4) {foo.ind = 1 : i64} : (i32) -> i32
  %f = constant @decl : (i32, f32) -> i64
  %6 = call_indirect %f(%a, %b) : (i32, f32) -> i64
  %g = func.constant @decl_no_results : () -> ()
  call_indirect %g() : () -> ()
  %h = func.constant {foo.c} @calls : (i32, f32) -> i64
  %7 = call @"quoted name"(%a) : (i32) -> i32
  %8:2 = call @multi(%a, %b) : (i32, f32) -> (i32, f32)
  return %0 : i64
}

func.func @call_attrs(%a: i32, %b: f32) {
  %0 = call @decl(%a, %b) {no_inline} : (i32, f32) -> i64
  %1 = call @decl(%a, %b) {arg_attrs = [{foo.a}, {}], res_attrs = [{foo.r}]} : (i32, f32) -> i64
  return
}

func.func private @with_body_private(%a: i32) -> i32 {
  %0 = arith.addi %a, %a : i32
  return %0 : i32
}

func.func @return_attr() {
  return {foo.ret}
}

func.func @return_attr_operands(%a: i32) -> i32 {
  return {foo.ret = 1 : i64} %a : i32
}

func.func @multi_block(%a: i32) -> i32 {
  "foo.br"()[^bb1] : () -> ()
^bb1:
  return %a : i32
}

module @inner {
  func.func @in_module() -> index {
    %0 = "foo.def"() : () -> index
    return %0 : index
  }
  module {
    func.func private @deep(i32)
  }
}

module attributes {foo.mod} {
  func.func nested @nested_vis() {
    return
  }
}

"foo.container"() ({
  func.func @in_unregistered_region() {
    return
  }
}) : () -> ()
