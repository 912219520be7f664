// Multi-block regions, successors, successor operands, predecessor comments, block argument numbering.
"foo.func"() ({
^entry(%arg0: i32, %cond: i1):
  "foo.cond_br"(%cond, %arg0)[^then, ^else] : (i1, i32) -> ()
^then:
  %0 = "foo.op"() : () -> i32
  "foo.br"(%0)[^merge] : (i32) -> ()
^else:
  "foo.br"(%arg0)[^merge] : (i32) -> ()
^merge(%m: i32):
  "foo.switch"(%m, %m, %arg0)[^merge, ^exit, ^exit] {operandSegmentSizes = array<i32: 1, 1, 1>} : (i32, i32, i32) -> ()
^exit:
  "foo.return"() : () -> ()
^unreachable(%u: f32, %v: f32):
  "foo.br"()[^unreachable2] : () -> ()
^unreachable2:
  "foo.return"() : () -> ()
}) : () -> ()
"foo.func"() ({
  %1 = "foo.op"() : () -> index
  "foo.br"(%1)[^bb5] : (index) -> ()
^bb5(%x: index):
  %2 = "foo.op"(%x) : (index) -> index
  "foo.br"(%2)[^bb5] : (index) -> ()
}) : () -> ()
"foo.func"() ({
^bb0:
  "foo.br"()[^bb1] : () -> ()
^bb1:
  "foo.terminator"() : () -> ()
}, {
^bb0(%y: i8):
  "foo.br"(%y)[^bb1] : (i8) -> ()
^bb1(%z: i8):
  "foo.terminator"(%z) : (i8) -> ()
}) : () -> ()
"foo.wrap"() ({
  "foo.self_loop"()[^bb1] : () -> ()
^bb1:
  "foo.self_loop"()[^bb1] : () -> ()
^bb2:
  "foo.last"() : () -> ()
}) : () -> ()
