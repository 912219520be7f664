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

/// A function of `ops` arith ops (about 40 bytes each), with a verifier
/// error (an `arith.addi` whose result type differs) as line 2 when
/// `error_first`, and as the last op's line otherwise.
fn large_function(ops: usize, error: Option<bool>) -> String {
    let bad = "  %bad = \"arith.addi\"(%a, %b) : (i32, i32) -> i64\n";
    let mut text = String::from("func.func @f(%a: i32, %b: i32) -> i32 {\n");
    if error == Some(true) {
        text.push_str(bad);
    }
    for index in 0..ops {
        let lhs = if index == 0 { "%a".to_owned() } else { format!("%v{}", index - 1) };
        text.push_str(&format!("  %v{index} = \"arith.addi\"({lhs}, %b) : (i32, i32) -> i32\n"));
    }
    if error == Some(false) {
        text.push_str(bad);
    }
    text.push_str(&format!("  return %v{} : i32\n}}\n", ops - 1));
    text
}

/// Inputs of a megabyte or more are mapped rather than read, and the
/// parsed text is handed back to the kernel as the parse goes on: the
/// output and diagnostics must be those of the same text read from
/// standard input, also when a diagnostic quotes a line handed back long
/// before, when the input is split, and when the output overwrites the
/// input.
#[test]
fn large_input_files_are_mapped() {
    let directory = Path::new(env!("CARGO_TARGET_TMPDIR")).join("mapped-input");
    std::fs::create_dir_all(&directory).expect("a scratch directory");
    let path = directory.join("large.mlir");
    let path_text = path.to_str().expect("a UTF-8 path");
    let same = |arguments: &[&str], input: &str| {
        std::fs::write(&path, input).expect("the input is written");
        let from_file = ir_opt(&[&[path_text][..], arguments].concat(), "");
        let from_stdin = ir_opt(&[&["-"][..], arguments].concat(), input);
        assert_eq!(from_file.status.code(), from_stdin.status.code());
        assert_eq!(text(&from_file.stdout), text(&from_stdin.stdout));
        let stderr = text(&from_file.stderr).replace(path_text, "<stdin>");
        assert_eq!(stderr, text(&from_stdin.stderr));
        from_file
    };
    let valid = large_function(80_000, None);
    assert!(valid.len() > 3 << 20);
    for threading in [&[][..], &["--mlir-disable-threading"][..]] {
        let output = same(threading, &valid);
        assert!(output.status.success());
        // An error on the second line, reported after the whole text was
        // parsed and handed back.
        let output = same(threading, &large_function(80_000, Some(true)));
        assert!(text(&output.stderr).contains(":2:10: error: 'arith.addi' op requires"));
        assert!(text(&output.stderr).contains("\n  %bad = \"arith.addi\"(%a, %b)"));
    }
    // Chunks: the offsets handed back are offsets of the whole file.
    let split = format!("{}// -----\n{}", valid, large_function(80_000, Some(false)));
    let output = same(&["--split-input-file", "--mlir-disable-threading"], &split);
    assert!(text(&output.stderr).contains("error: 'arith.addi' op requires"));
    // The output file is the input file.
    std::fs::write(&path, &valid).expect("the input is written");
    let output = ir_opt(&[path_text, "-o", path_text, "--mlir-disable-threading"], "");
    assert!(output.status.success(), "{}", text(&output.stderr));
    let rewritten = std::fs::read_to_string(&path).expect("the output is written");
    assert_eq!(rewritten, text(&ir_opt(&["-"], &valid).stdout));
    // A large file that is not UTF-8.
    let mut bytes = valid.into_bytes();
    bytes[1 << 20] = 0xff;
    std::fs::write(&path, bytes).expect("the input is written");
    let output = ir_opt(&[path_text], "");
    assert_eq!(output.status.code(), Some(1));
    assert_eq!(text(&output.stderr), format!("input file '{path_text}' is not valid UTF-8\n"));
}
