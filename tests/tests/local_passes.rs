//! Passes whose results `mlir-opt` cannot check: inputs on which `mlir-opt`
//! 22's canonicalizer never stops (patterns feeding each other in code that
//! became unreachable; `ir-opt` bounds the steps of each round, so the
//! rewrite ends), and the `dce` pass, which `mlir-opt` lacks.

use ir_opt::DriverOptions;
use tests::run;

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

/// `--dce` (this project's pass, MLIR has none by that name): unreachable
/// blocks, unused pure ops and block arguments nothing needs go; ops with
/// effects stay.
#[test]
fn dce_erases_what_nothing_needs() {
    const INPUT: &str = "func.func @f(%c: i1, %a: i32) -> i32 {\n  %dead = arith.addi %a, %a : i32\n  %used = arith.muli %a, %a : i32\n  cf.cond_br %c, ^bb1(%dead : i32), ^bb2\n^bb1(%unused: i32):\n  \"foo.effect\"() : () -> ()\n  cf.br ^bb2\n^bb2:\n  return %used : i32\n^bb3:\n  %x = arith.subi %a, %a : i32\n  return %x : i32\n}\n";
    const EXPECTED: &str = "module {\n  func.func @f(%arg0: i1, %arg1: i32) -> i32 {\n    %0 = arith.muli %arg1, %arg1 : i32\n    cf.cond_br %arg0, ^bb1, ^bb2\n  ^bb1:  // pred: ^bb0\n    \"foo.effect\"() : () -> ()\n    cf.br ^bb2\n  ^bb2:  // 2 preds: ^bb0, ^bb1\n    return %0 : i32\n  }\n}\n\n";
    let options = DriverOptions {
        allow_unregistered_dialect: true,
        pass_flags: vec![("dce".to_owned(), None)],
        ..DriverOptions::default()
    };
    let output = run(&options, "dce.mlir", INPUT);
    assert!(output.success, "{}", output.stderr);
    assert_eq!(output.stdout, EXPECTED);
}
