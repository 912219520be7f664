//! The `ir-opt` binary: the command line, standard input and output, exit
//! statuses and `--dialect-docs`, through a child process.

use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};

fn repository() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("..")
}

/// Runs `ir-opt` with `arguments` in the repository, `input` on its standard input.
fn ir_opt(arguments: &[&str], input: &str) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_ir-opt"))
        .args(arguments)
        .current_dir(repository())
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("ir-opt starts");
    let mut stdin = child.stdin.take().expect("a standard input");
    stdin.write_all(input.as_bytes()).expect("ir-opt reads its input");
    drop(stdin);
    child.wait_with_output().expect("ir-opt finishes")
}

fn text(bytes: &[u8]) -> &str {
    std::str::from_utf8(bytes).expect("UTF-8 output")
}

#[test]
fn readme_pipeline_on_toy_chapter_4() {
    let pipeline =
        "--pass-pipeline=builtin.module(inline, toy.func(toy-shape-inference, canonicalize, cse))";
    let output = ir_opt(&["examples/toy/ch4.mlir", pipeline], "");
    assert!(output.status.success(), "{}", text(&output.stderr));
    let expected = "module {\n  toy.func @main() {\n    %0 = toy.constant dense<[[1.000000e+00, \
        2.000000e+00, 3.000000e+00], [4.000000e+00, 5.000000e+00, 6.000000e+00]]> : \
        tensor<2x3xf64>\n    %1 = toy.transpose(%0 : tensor<2x3xf64>) to tensor<3x2xf64>\n    \
        %2 = toy.mul %1, %1 : tensor<3x2xf64>\n    toy.print %2 : tensor<3x2xf64>\n    \
        toy.return\n  }\n}\n\n";
    assert_eq!(text(&output.stdout), expected);
    // The same passes as flags.
    let flags = ["examples/toy/ch4.mlir", "--inline", "--toy-shape-inference", "--canonicalize"];
    let output = ir_opt(&[&flags[..], &["--cse"]].concat(), "");
    assert!(output.status.success(), "{}", text(&output.stderr));
    assert!(text(&output.stdout).contains("%1 = toy.transpose(%0 : tensor<2x3xf64>)"));
}

#[test]
fn standard_input_errors_and_statuses() {
    let output = ir_opt(&[], "%0 = \"foo.op\"() : () -> i32\n");
    assert!(!output.status.success());
    assert!(
        text(&output.stderr).starts_with(
            "<stdin>:1:14: error: operation being parsed with an unregistered dialect"
        ),
        "{}",
        text(&output.stderr)
    );
    let output = ir_opt(&["-", "--allow-unregistered-dialect"], "%0 = \"foo.op\"() : () -> i32\n");
    assert!(output.status.success());
    assert_eq!(text(&output.stdout), "module {\n  %0 = \"foo.op\"() : () -> i32\n}\n\n");
    let output = ir_opt(&["does-not-exist.mlir"], "");
    assert_eq!(output.status.code(), Some(1));
    assert!(text(&output.stderr).starts_with("could not open input file 'does-not-exist.mlir'"));
    let output = ir_opt(&["--nope"], "");
    assert_eq!(output.status.code(), Some(2));
    assert!(text(&output.stderr).starts_with("error: unexpected argument '--nope' found"));
    let output = ir_opt(&["--version"], "");
    assert_eq!((output.status.code(), text(&output.stdout)), (Some(0), "ir-opt 0.1.0\n"));
}

#[test]
fn dialect_docs() {
    let output = ir_opt(&["--dialect-docs", "arith"], "");
    assert!(output.status.success());
    let reference = std::fs::read_to_string(repository().join("docs/dialects/arith.md"))
        .expect("the committed reference");
    assert_eq!(text(&output.stdout), reference);
    let output = ir_opt(&["--dialect-docs", "nope"], "");
    assert_eq!(output.status.code(), Some(1));
    assert_eq!(
        text(&output.stderr),
        "ir-opt: unknown dialect 'nope' (known: arith, cf, func, spirv, testing, test, toy)\n"
    );
}
