"builtin.module"() ({
  "func.func"() <{function_type = (i32, i32, f32, i64) -> (), sym_name = "g"}> ({
  ^bb0(%a: i32, %b: i32, %x: f32, %w: i64):
    %0 = "arith.addi"(%a, %b) : (i32, i32) -> i32
    %1 = "arith.addi"(%a, %b) {overflowFlags = #arith.overflow<nsw>} : (i32, i32) -> i32
    %2 = "arith.cmpi"(%a, %b) {predicate = 3 : i64} : (i32, i32) -> i1
    %3 = "arith.addf"(%x, %x) : (f32, f32) -> f32
    %4 = "arith.addf"(%x, %x) {fastmath = #arith.fastmath<fast>, foo.x = 1} : (f32, f32) -> f32
    %5 = "arith.cmpf"(%x, %x) <{predicate = 3 : i64}> : (f32, f32) -> i1
    %6 = "arith.truncf"(%x) <{roundingmode = 1 : i32}> : (f32) -> f16
    %7 = "arith.divsi"(%a, %b) {isExact} : (i32, i32) -> i32
    %8 = "arith.constant"() {value = 7 : i32} : () -> i32
    %9 = "arith.trunci"(%w) : (i64) -> i32
    %10 = "arith.extf"(%x) <{fastmath = #arith.fastmath<none>}> : (f32) -> f64
    %11 = "arith.negf"(%x) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() ({}) {function_type = (i32) -> i32, sym_name = "h", sym_visibility = "private", arg_attrs = [{}], res_attrs = [{}]} : () -> ()
  "func.func"() <{function_type = () -> (), sym_name = "k", arg_attrs = [], res_attrs = []}> ({
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i1) -> (), sym_name = "s"}> ({
  ^bb0(%a: i32, %c: i1):
    %r = "func.call"(%a) {callee = @h, no_inline} : (i32) -> i32
    "cf.cond_br"(%c, %a)[^bb1, ^bb2] {branch_weights = array<i32: 1, 2>, operandSegmentSizes = array<i32: 1, 1, 0>} : (i1, i32) -> ()
  ^bb1(%z: i32):
    "cf.switch"(%a)[^bb2] {case_operand_segments = array<i32>, operandSegmentSizes = array<i32: 1, 0, 0>} : (i32) -> ()
  ^bb2:
    "cf.switch"(%a, %a)[^bb1, ^bb2] <{case_values = dense<5> : tensor<1xi32>, case_operand_segments = array<i32: 0>, operandSegmentSizes = array<i32: 1, 1, 0>}> : (i32, i32) -> ()
  }) : () -> ()
}) : () -> ()
