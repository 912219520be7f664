// FLAGS: --canonicalize
func.func private @g(i32) -> i32
func.func @f(%a: i32) -> i32 {
  %f = func.constant @g : (i32) -> i32
  %r = func.call_indirect %f(%a) : (i32) -> i32
  %u = func.call_indirect %f(%r) : (i32) -> i32
  return %r : i32
}
