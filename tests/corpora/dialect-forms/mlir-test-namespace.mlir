// Ops of MLIR's `test` namespace that MLIR's test dialect does not define,
// as MLIR's own test files use them: they read and print as unregistered
// ops, next to registered ones, in both tools.
func.func @uses(%a: i32, %b: f32) -> i32 {
  %0 = "test.project_source"() {value = 3 : i32} : () -> i32
  %1 = "test.project_combine"(%a, %0) <{mode = "sum"}> : (i32, i32) -> i32
  %2:2 = "test.project_pair"(%b) : (f32) -> (f32, index)
  "test.project_region"(%1) ({
  ^bb0(%x: i32):
    %3 = arith.addi %x, %x : i32
    "test.project_terminator"(%3) : (i32) -> ()
  }, {
  }) : (i32) -> ()
  %4 = "test.project_cast"(%2#1) : (index) -> !test.test_type
  "test.project_sink"(%4, %2#0) {foo.note = "kept"} : (!test.test_type, f32) -> ()
  return %1 : i32
}

func.func @branches(%c: i1, %a: i32) -> i32 {
  "test.project_branch"(%c, %a)[^bb1, ^bb2] : (i1, i32) -> ()
^bb1:
  cf.br ^bb2
^bb2:
  return %a : i32
}
