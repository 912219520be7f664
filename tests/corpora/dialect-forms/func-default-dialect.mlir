// Which dialect prefix ops print with: inside func.func the `func.` prefix
// is dropped (its default dialect), but not inside the regions of an op
// printed in the generic form. The parser, on the other hand, keeps the
// default dialect of the enclosing custom op inside generic ops.

func.func @callee() {
  return
}

func.func @in_generic_region() {
  "foo.region"() ({
    func.call @callee() : () -> ()
    %f = func.constant @callee : () -> ()
    func.call_indirect %f() : () -> ()
    call @callee() : () -> ()
    %c = arith.constant 1 : i32
    "foo.inner"() ({
      func.call @callee() : () -> ()
    }, {
    }) : () -> ()
  }, {
  }) : () -> ()
  return
}

"foo.top"() ({
  func.func @in_top_generic() {
    call @callee() : () -> ()
    return
  }
}, {
}) : () -> ()
