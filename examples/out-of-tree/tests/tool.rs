//! `dsp-opt` on the files of `tests/mlir`, as a user runs it: round trips
//! in the custom and the generic form, the verifiers' diagnostics,
//! canonicalization, availability reports and target checks, the cost
//! pass and the dialect's reference.
//!
//! Expected outputs are files beside the inputs; after an intended change,
//! `UPDATE_EXPECT=1 cargo test --test tool` rewrites them.

use std::path::{Path, PathBuf};
use std::process::Command;

/// What a run of `dsp-opt` wrote and whether it succeeded.
struct Run {
    success: bool,
    stdout: String,
    stderr: String,
}

/// Runs `dsp-opt` with `arguments`, from the package's folder.
fn dsp_opt(arguments: &[&str]) -> Run {
    let output = Command::new(env!("CARGO_BIN_EXE_dsp-opt"))
        .args(arguments)
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .output()
        .expect("dsp-opt runs");
    Run {
        success: output.status.success(),
        stdout: String::from_utf8_lossy(&output.stdout).into_owned(),
        stderr: String::from_utf8_lossy(&output.stderr).into_owned(),
    }
}

/// Runs `dsp-opt` and returns its output, failing the test on an error.
fn succeeds(arguments: &[&str]) -> String {
    let run = dsp_opt(arguments);
    assert!(run.success, "dsp-opt {}:\n{}", arguments.join(" "), run.stderr);
    run.stdout
}

fn mlir(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/mlir").join(name)
}

/// Compares `actual` with the file `tests/mlir/<name>`, or writes it there
/// when `UPDATE_EXPECT` is set.
fn expect_file(name: &str, actual: &str) {
    let path = mlir(name);
    if std::env::var_os("UPDATE_EXPECT").is_some() {
        std::fs::write(&path, actual).expect("the expected file is writable");
        return;
    }
    let expected = std::fs::read_to_string(&path).expect("the expected file exists");
    assert_eq!(actual, expected, "the output differs from {}", path.display());
}

#[test]
fn ops_round_trip_in_the_custom_and_the_generic_form() {
    let custom = succeeds(&["tests/mlir/ops.mlir"]);
    expect_file("ops.expected.mlir", &custom);
    let generic = succeeds(&["tests/mlir/ops.mlir", "--mlir-print-op-generic"]);
    expect_file("ops.generic.mlir", &generic);
    // Each form reads back to the same IR.
    assert_eq!(succeeds(&["tests/mlir/ops.expected.mlir"]), custom);
    assert_eq!(succeeds(&["tests/mlir/ops.generic.mlir"]), custom);
    assert_eq!(succeeds(&["tests/mlir/ops.expected.mlir", "--mlir-print-op-generic"]), generic);
}

/// `mlir-opt` knows nothing of `dsp`, but reads its generic form and
/// prints it back byte for byte (when MLIR 22's `mlir-opt` is installed).
#[test]
fn the_generic_form_is_mlir_text() {
    let mlir_opt = Path::new("/usr/lib/llvm-22/bin/mlir-opt");
    if !mlir_opt.exists() {
        eprintln!("skipped: {} is not installed", mlir_opt.display());
        return;
    }
    let output = Command::new(mlir_opt)
        .args(["--allow-unregistered-dialect", "--mlir-print-op-generic"])
        .arg(mlir("ops.generic.mlir"))
        .output()
        .expect("mlir-opt runs");
    assert!(output.status.success(), "{}", String::from_utf8_lossy(&output.stderr));
    let expected = std::fs::read_to_string(mlir("ops.generic.mlir")).expect("the file exists");
    assert_eq!(String::from_utf8_lossy(&output.stdout), expected);
}

#[test]
fn verifiers_report_what_the_annotations_expect() {
    let run = dsp_opt(&["tests/mlir/invalid.mlir", "--verify-diagnostics", "--split-input-file"]);
    assert!(run.success, "{}", run.stderr);
}

#[test]
fn an_annotation_that_is_not_met_fails() {
    let source = "func.func @f() {\n  // expected-error@+1 {{frequency must be positive}}\n  \
                  %tone = dsp.tone 440 : !dsp.signal<f32, time>\n  return\n}\n";
    let path = std::env::temp_dir().join(format!("dsp-unmet-{}.mlir", std::process::id()));
    std::fs::write(&path, source).expect("the temporary file is writable");
    let run = dsp_opt(&[path.to_str().expect("a UTF-8 path"), "--verify-diagnostics"]);
    let _ = std::fs::remove_file(&path);
    assert!(!run.success);
    assert!(run.stderr.contains("expected error \"frequency must be positive\" was not produced"));
}

#[test]
fn canonicalization_folds_and_applies_the_patterns() {
    let output = succeeds(&["tests/mlir/canonicalize.mlir", "--canonicalize"]);
    expect_file("canonicalize.expected.mlir", &output);
    // The result is canonical: a second run changes nothing.
    assert_eq!(succeeds(&["tests/mlir/canonicalize.expected.mlir", "--canonicalize"]), output);
}

#[test]
fn availability_reports_the_version_of_each_op() {
    let output = succeeds(&["tests/mlir/availability.mlir", "--print-availability"]);
    expect_file("availability.expected.txt", &output);
}

#[test]
fn a_target_rejects_the_ops_of_newer_versions() {
    let run = dsp_opt(&[
        "tests/mlir/target-v1.mlir",
        "--check-target-env=#dsp.target<v1>",
        "--verify-diagnostics",
    ]);
    assert!(run.success, "{}", run.stderr);
    let run = dsp_opt(&["tests/mlir/target-v1.mlir", "--check-target-env=#dsp.target<v1>"]);
    assert!(!run.success, "version 1 cannot run dsp.map");
    succeeds(&["tests/mlir/target-v1.mlir", "--check-target-env=#dsp.target<v2>"]);
    let run = dsp_opt(&["tests/mlir/target-v1.mlir", "--check-target-env=#dsp.target<v9>"]);
    assert!(!run.success);
    assert!(
        run.stderr.contains("unknown Version 'v9'; expected one of v1, v2, v3"),
        "{}",
        run.stderr
    );
}

#[test]
fn the_cost_pass_adds_up_the_ops_through_the_interface() {
    let run = dsp_opt(&["tests/mlir/ops.mlir", "--dsp-estimate-cost", "--mlir-pass-statistics"]);
    assert!(run.success, "{}", run.stderr);
    // tone 4, two gains 1 each, five windows 1 each, two transforms 50
    // each, a map of one op 1.
    assert!(
        run.stderr.contains("(S) 112 cost - Estimated arithmetic operations per sample"),
        "{}",
        run.stderr
    );
    // The pass changes nothing.
    assert_eq!(run.stdout, succeeds(&["tests/mlir/ops.mlir"]));
}

#[test]
fn the_tool_writes_the_reference_of_its_dialect() {
    let markdown = succeeds(&["--dialect-docs", "dsp"]);
    assert!(markdown.contains("# 'dsp' Dialect"), "{markdown}");
    for op in ["dsp.tone", "dsp.gain", "dsp.window", "dsp.fft", "dsp.ifft", "dsp.map", "dsp.yield"]
    {
        assert!(markdown.contains(&format!("### `{op}`")), "{op} is documented");
    }
    let run = dsp_opt(&["--dialect-docs", "spirv"]);
    assert!(!run.success);
    assert!(
        run.stderr.contains("unknown dialect 'spirv' (known: dsp, sig, func, arith)"),
        "{}",
        run.stderr
    );
}

#[test]
fn tones_and_time_gains_lower_to_sig() {
    let output = succeeds(&["tests/mlir/lower.mlir", "--lower-dsp-to-sig"]);
    expect_file("lower.expected.mlir", &output);
    // The result reads back, and lowering it again changes nothing.
    assert_eq!(succeeds(&["tests/mlir/lower.expected.mlir", "--lower-dsp-to-sig"]), output);
}
