//! Inputs on which `mlir-opt` 22's canonicalizer never stops: patterns
//! feeding each other in code that became unreachable. `ir-opt` bounds the
//! steps of each round, so the rewrite ends (and the unreachable code goes).

use ir_opt::{run, DriverOptions};

/// A loop whose entry is cut off by a branch on `true`: merging the loop's
/// blocks makes `%next` use itself, and the add patterns then grow it
/// without end.
const CUT_OFF_LOOP: &str = "func.func @loop(%cond: i1, %init: i32) {
  %true = arith.constant true
  %c1 = arith.constant 1 : i32
  cf.cond_br %true, ^exit, ^header(%init : i32)
^header(%iv: i32):
  cf.cond_br %cond, ^exit, ^latch
^latch:
  %next = arith.addi %iv, %c1 : i32
  cf.br ^header(%next : i32)
^exit:
  return
}
";

#[test]
fn canonicalizing_a_cut_off_loop_ends() {
    let options = DriverOptions {
        pass_flags: vec![("canonicalize".to_owned(), None)],
        ..DriverOptions::default()
    };
    let output = run(&options, "loop.mlir", CUT_OFF_LOOP);
    assert!(output.success, "{}", output.stderr);
    assert_eq!(
        output.stdout,
        "module {\n  func.func @loop(%arg0: i1, %arg1: i32) {\n    return\n  }\n}\n\n"
    );
}
